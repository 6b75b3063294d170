import type { FastifyInstance } from 'fastify';
import type { DataExportSection } from '@wellbeing/shared/data-export';

/** A feature's part of "Download my data": everything it holds about the user, as plain JSON. */
export type ExportContributor = (userId: string) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    dataExport: Map<DataExportSection, ExportContributor>;
  }
}

/** Each feature module registers its contributor for one of the shared sections; the export endpoint asks them all. */
export function registerExport(app: FastifyInstance, section: DataExportSection, contributor: ExportContributor): void {
  if (app.dataExport.has(section)) throw new Error(`export section "${section}" registered twice`);
  app.dataExport.set(section, contributor);
}
