// Package fault reports the faults of input files, each at its line as
// FILE:LINE: message, the first few of a kind and then a count. It
// imports only the standard library and knows nothing of sudoku.
package fault
