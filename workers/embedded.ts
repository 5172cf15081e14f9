/**
 * Moved: the one-machine orchestrator is `cli/embedded.ts` (it composes producer, workers and
 * dashboard, so it belongs above them). This re-export keeps older imports working; import from
 * cli/embedded.ts instead — remove once nothing imports this path.
 */
export { type EmbeddedOptions, type EmbeddedResult, embeddedStateDir, runEmbedded } from '../cli/embedded.ts';
