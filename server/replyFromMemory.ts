/**
 * A prepared answer (server/memoryAnswer.ts) sent for a Fastify route: straight to the socket, since Fastify's send
 * path has nothing left to do for it, with the bytes written kept for the request log.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendFromMemory, type MemoryAnswer } from './memoryAnswer.ts';
import { readMemoryRequestHeaders } from './requestHeaders.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Body bytes of an answer sent from memory, for the request log (it has no Content-Length header to read). */
    sentBytes?: number;
  }
}

export function replyFromMemory(request: FastifyRequest, reply: FastifyReply, answer: MemoryAnswer): void {
  reply.hijack();
  request.sentBytes = sendFromMemory(
    request.method,
    readMemoryRequestHeaders(request.raw.rawHeaders),
    reply.raw,
    answer,
  );
}
