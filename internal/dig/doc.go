// Package dig makes the puzzles of -n: a random grid dug in a random
// order, each blank kept if the puzzle keeps its property (blanks in a
// range, one solution, a level, an SE rating, symmetric givens,
// minimality), on every core and in order. It knows nothing of reading
// files or of the command line.
package dig
