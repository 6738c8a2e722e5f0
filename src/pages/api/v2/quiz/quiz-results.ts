import type { APIRoute } from 'astro';
import { handleQuizRequest } from '../../../../lib/quiz/api.ts';

/** The quiz answer runs on demand: it depends on the query string. */
export const prerender = false;

/** GET and HEAD answer; every other method gets 405 with `Allow` (see handleQuizRequest). */
export const ALL: APIRoute = ({ request }) => handleQuizRequest(request);
