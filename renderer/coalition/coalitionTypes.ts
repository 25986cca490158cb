// The Coalition record types live in core beside the judge (core/coalition/record.ts), so the CLI
// and a game file use the same ones; re-exported here so the workspace's imports stay as they are.
export * from '../../core/coalition/record';
