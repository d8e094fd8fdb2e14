// Package parallel runs tasks on every core and keeps their results in
// the order the tasks came (a Sequencer, as gofmt keeps its files in
// order), and on Linux puts the program under the scheduling policy for
// batch work. It imports only the standard library and knows nothing of
// sudoku.
package parallel
