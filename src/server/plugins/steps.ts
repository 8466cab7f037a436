import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { stepStore, type StepStore } from '../services/step-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The members' step data (services/step-store.ts). */
    stepStore: StepStore;
  }
}

export default fp(
  async function steps(app: FastifyInstance) {
    app.decorate(
      'stepStore',
      await stepStore(app.db, app.dbStatement, app.dbListen && app.dbAnnounce && { listen: app.dbListen, announce: app.dbAnnounce }),
    );
  },
  { name: 'steps', dependencies: ['db'] },
);
