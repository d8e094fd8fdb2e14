// Package progress shows a run's progress on one line of a terminal,
// redrawn as the run goes and erased at its end. It imports only the
// standard library and knows nothing of what is counted.
package progress
