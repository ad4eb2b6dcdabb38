/** What the renderer cannot show, said in its place (the rest of the form works). */
export function Notice({ text }: { text: string }) {
  return (
    <p className="q-notice" part="notice">
      {text}
    </p>
  );
}
