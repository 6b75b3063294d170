// Prints the safety classifier's figures as JSON; run with `node --import tsx --conditions=source`.
const { safetyFigures } = await import('../../apps/server/src/modules/chat/safety-report.ts');
process.stdout.write(`${JSON.stringify(await safetyFigures())}\n`);
