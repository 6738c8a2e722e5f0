import type { APIRoute } from 'astro';
import { handleQuizRequest } from '../../../../lib/quiz/api.ts';
import { publicOriginFor } from '../../../../lib/security/publicOrigin.ts';

/** The quiz answer runs on demand: it depends on the query string. */
export const prerender = false;

/**
 * GET and HEAD answer; every other method gets 405 with `Allow` (see handleQuizRequest; the production
 * server refuses them before they get here). Icon URLs start with the configured public origin.
 */
export const ALL: APIRoute = ({ request, locals, url }) => handleQuizRequest(request, publicOriginFor(locals, url));
