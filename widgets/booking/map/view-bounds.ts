/**
 * What the map shows when no clinic is in focus: the nearest clinics and the patient's point. The
 * zoom levels (docs/rules.md#display-map) are the closest the map goes; a region whose clinics lie farther apart
 * than one screen at that zoom is shown whole, so no marker starts off screen.
 */
/** How many of the nearest clinics the first view shows around the patient's point. */
const VIEW_CLINICS = 5;

/** South-west and north-east corners around the first clinics and the patient's point, or null. */
export function viewBounds(
  clinics: ReadonlyArray<{ latitude: number; longitude: number }>,
  point: { latitude: number; longitude: number } | null,
): [[number, number], [number, number]] | null {
  // Nearest first only when there is a point to be near: otherwise the list is by name, and all show.
  const points = point ? [...clinics.slice(0, VIEW_CLINICS), point] : [...clinics];
  if (points.length === 0) return null;
  const lngs = points.map((item) => item.longitude);
  const lats = points.map((item) => item.latitude);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}

/**
 * Markers closer on screen than `minPx` (centre to centre) would overlap: too small a target to
 * hit (WCAG 2.5.8) and one hides the other. Greedy, in the list's order: each point joins the
 * first group whose first point is near it, else starts a group. Returns the groups as indices.
 */
export function groupNear(points: ReadonlyArray<{ x: number; y: number }>, minPx: number): number[][] {
  const groups: number[][] = [];
  points.forEach((point, index) => {
    const near = groups.find((group) => {
      const first = points[group[0]!]!;
      return Math.hypot(first.x - point.x, first.y - point.y) < minPx;
    });
    if (near) near.push(index);
    else groups.push([index]);
  });
  return groups;
}
