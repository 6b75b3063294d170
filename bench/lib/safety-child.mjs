// Prints the safety classifier's figures, and what the check costs per message, as JSON; run with
// `node --import tsx --conditions=source`.
const { safetyFigures, safetyCheckTiming } = await import('../../apps/server/src/modules/chat/safety-report.ts');
const figures = await safetyFigures();
process.stdout.write(`${JSON.stringify({ ...figures, timing: await safetyCheckTiming() })}\n`);
