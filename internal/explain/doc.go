// Package explain writes -rate's report, a tab-separated line a puzzle, and
// -explain's steps, with the level and SE rating of each puzzle. It
// knows nothing of the command line.
package explain
