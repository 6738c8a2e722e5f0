import type { APIRoute } from 'astro';
import loaderScript from '../embed/loader.ts?inline-script';

/**
 * The quiz's loader for other sites (the snippet's `<script src=".../embed.js">`), bundled from src/embed/loader.ts
 * at build time. The server sends it with a short max-age and an ETag (server/headers.ts), so a fix reaches every
 * site within minutes while repeat visits revalidate it cheaply.
 */
export const GET: APIRoute = () =>
  new Response(loaderScript, { headers: { 'Content-Type': 'application/javascript; charset=utf-8' } });
