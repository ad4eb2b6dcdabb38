/** "View document and questionnaire as images" (src/api/API.md "Document and questionnaire images"). */
import * as v from 'valibot';

/** Root-relative path of a page image on the same API: never another origin, never a scheme. */
const PagePathSchema = v.pipe(v.string(), v.regex(/^\/api\/[A-Za-z0-9/_.,-]+$/));

export const PageImageSchema = v.object({
  number: v.pipe(v.number(), v.integer(), v.minValue(1)),
  url: PagePathSchema,
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type PageImage = v.InferOutput<typeof PageImageSchema>;

export const PageImagesSchema = v.object({ pages: v.array(PageImageSchema) });
export type PageImages = v.InferOutput<typeof PageImagesSchema>;
