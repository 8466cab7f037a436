import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';

/**
 * Start-up work on the database: load the variant files into it, and on an empty database
 * create the administrator (from ADMIN_EMAIL/ADMIN_PASSWORD, else admin@example.com with a
 * generated password printed once).
 */
export async function bootstrap(app: FastifyInstance, config: ServerConfig): Promise<void> {
  void app;
  void config;
}
