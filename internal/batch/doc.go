// Package batch reads the puzzles of an input in batches and runs a job on
// each batch on every core, writing the results in input order; -s,
// -rate and -explain go through it. It knows nothing of what the job
// does with the puzzles.
package batch
