// CORS for the api alone on its own port (main.ts). The local front ends on
// other ports (a remote served by its own team, the shell's dev server) read its
// answers and change state with the same requests the shell's pages send.
import type { FastifyCorsOptions } from '@fastify/cors';

export const localOrigins = [/^http:\/\/localhost(:\d+)?$/, /^http:\/\/[a-z]+\.localhost(:\d+)?$/];

export const standaloneCors: FastifyCorsOptions = {
  origin: localOrigins,
  credentials: true,
  // Every method a route uses (the default allows GET, HEAD and POST only): the
  // bag changes lines with PATCH and DELETE, the content editor saves a draft with PUT.
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  // The bag and the editor name the version they read from the ETag in If-Match.
  exposedHeaders: ['ETag'],
};
