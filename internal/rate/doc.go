// Package rate solves puzzles as a person would: the level of -m (singles,
// then pairs and intersections, then harder techniques), and a step
// explainer with its techniques and chains that goes on where Sudoku
// Explainer's techniques stop. It knows nothing of Sudoku Explainer's
// ratings, of files, or of making puzzles.
package rate
