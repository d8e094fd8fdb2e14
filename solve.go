package main

import (
	"fmt"
	"io"
	"slices"
	"sync"

	"sudoku/internal/batch"
	"sudoku/internal/board"
	"sudoku/internal/fault"
	"sudoku/internal/output"
	"sudoku/internal/read"
)

// solveAll reads puzzles into batches, which a sequencer solves and
// formats on every core and writes in input order.

// solvers holds the solvers of the batches, for reuse.
var solvers = sync.Pool{New: func() any { return new(board.Solver) }}

// outputs holds the buffers batches are formatted into, for reuse.
var outputs = sync.Pool{New: func() any { return []byte(nil) }}

// A solveBatch is puzzles solved together, and their solutions.
type solveBatch struct {
	first    int // the number of puzzles before it
	puzzles  []read.Puzzle
	out      []byte // the solutions, formatted, or the puzzles if they are kept
	kept     []byte // the solutions kept for after the puzzles, formatted
	unsolved []int  // the indexes in puzzles of those without a solution
}

// solveAll solves the puzzles read from r, named name in messages, and
// writes a solution for each to gw, or the puzzle itself if it has none.
// It returns the puzzles without a solution, and in err a malformed input,
// in which case the output is incomplete and must be discarded, or the
// error that stopped it.
func solveAll(r io.Reader, name string, gw *output.GridWriter) (unsolved, err error) {
	none := fault.NewList(name, "puzzles without a solution")
	err = batch.Run(r, name, batch.MaxSize, gw, func(first int, ps []read.Puzzle) func() error {
		b := &solveBatch{first: first, puzzles: ps, out: outputs.Get().([]byte)[:0]}
		b.solve(gw)
		return func() error { return b.write(gw, &none, name) }
	})
	if err != nil {
		return nil, err
	}
	return none.Err(), nil
}

// solve solves and formats the puzzles of b.
func (b *solveBatch) solve(gw *output.GridWriter) {
	s := solvers.Get().(*board.Solver)
	defer solvers.Put(s)
	// Room for the text at once: a buffer grown by appending takes fresh
	// memory at each doubling, and on a small input the page faults of
	// that memory cost more time than the formatting.
	room := gw.GridSize() * len(b.puzzles)
	b.out = slices.Grow(b.out, room)
	if gw.KeepsSolutions() {
		b.kept = slices.Grow(b.kept, room)
	}
	// One grid for all the solutions: the solver keeps a pointer to it,
	// so it lives on the heap, and one a puzzle would take fresh memory.
	g := new(board.Grid)
	for i := range b.puzzles {
		*g = b.puzzles[i].Grid
		if s.Solve(g, 1) == 0 {
			b.unsolved = append(b.unsolved, i)
		}
		k := int64(b.first + i)
		if gw.KeepsSolutions() {
			b.out = gw.AppendGrid(b.out, &b.puzzles[i].Grid, k)
			b.kept = gw.AppendSolution(b.kept, g, k)
			continue
		}
		b.out = gw.AppendGrid(b.out, g, k)
	}
}

// write writes the solutions of b and notes the puzzles without one in
// none, the faults of the input name.
func (b *solveBatch) write(gw *output.GridWriter, none *fault.List, name string) error {
	err := gw.WriteText(b.out, len(b.puzzles))
	if gw.KeepsSolutions() && err == nil {
		err = gw.WriteSolutions(b.kept)
	}
	for _, i := range b.unsolved {
		none.Add(fault.At(name, b.puzzles[i].Line,
			fmt.Sprintf("puzzle %d has no solution", b.first+i+1)))
	}
	outputs.Put(b.out)
	return err
}
