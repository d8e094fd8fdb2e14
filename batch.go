package main

import (
	"fmt"
	"io"
	"slices"
	"sync"
)

// solveAll reads puzzles into batches, which a sequencer solves and
// formats on every core and writes in input order.

// outputs holds the buffers batches are formatted into, for reuse.
var outputs = sync.Pool{New: func() any { return []byte(nil) }}

// A batch is puzzles solved together, and their solutions.
type batch struct {
	first    int // the number of puzzles before it
	puzzles  []puzzle
	out      []byte // the solutions, formatted, or the puzzles if they are kept
	kept     []byte // the solutions kept for after the puzzles, formatted
	unsolved []int  // the indexes in puzzles of those without a solution
}

// solveAll solves the puzzles read from r, named name in messages, and
// writes a solution for each to gw, or the puzzle itself if it has none.
// It returns the puzzles without a solution, and in err a malformed input,
// in which case the output is incomplete and must be discarded, or the
// error that stopped it.
func solveAll(r io.Reader, name string, gw *gridWriter) (unsolved, err error) {
	none := newFaultList(name, "puzzles without a solution")
	err = inBatches(r, name, maxBatch, gw, func(first int, ps []puzzle) func() error {
		b := &batch{first: first, puzzles: ps, out: outputs.Get().([]byte)[:0]}
		b.solve(gw)
		return func() error { return b.write(gw, &none) }
	})
	if err != nil {
		return nil, err
	}
	return none.err(), nil
}

// solve solves and formats the puzzles of b.
func (b *batch) solve(gw *gridWriter) {
	s := solvers.Get().(*solver)
	defer solvers.Put(s)
	// Room for the text at once: a buffer grown by appending takes fresh
	// memory at each doubling, and on a small input the page faults of
	// that memory cost more time than the formatting.
	room := gw.gridSize() * len(b.puzzles)
	b.out = slices.Grow(b.out, room)
	if gw.keepsSolutions() {
		b.kept = slices.Grow(b.kept, room)
	}
	// One grid for all the solutions: the solver keeps a pointer to it,
	// so it lives on the heap, and one a puzzle would take fresh memory.
	g := new(Grid)
	for i := range b.puzzles {
		*g = b.puzzles[i].grid
		if s.solve(g, 1) == 0 {
			b.unsolved = append(b.unsolved, i)
		}
		k := int64(b.first + i)
		if gw.keepsSolutions() {
			b.out = gw.appendGrid(b.out, &b.puzzles[i].grid, k)
			b.kept = gw.appendSolution(b.kept, g, k)
			continue
		}
		b.out = gw.appendGrid(b.out, g, k)
	}
}

// write writes the solutions of b and notes the puzzles without one in
// none.
func (b *batch) write(gw *gridWriter, none *faultList) error {
	err := gw.writeText(b.out, len(b.puzzles))
	if gw.keepsSolutions() && err == nil {
		err = gw.writeSolutions(b.kept)
	}
	for _, i := range b.unsolved {
		none.add(atLine(none.name, b.puzzles[i].lineNo,
			fmt.Sprintf("puzzle %d has no solution", b.first+i+1)))
	}
	outputs.Put(b.out)
	return err
}
