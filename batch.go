package main

import (
	"fmt"
	"io"
	"runtime"
	"sync"
)

// solveAll works as a pipeline: the calling goroutine reads puzzles into
// batches, one worker a core solves and formats them, and a writer puts the
// results out in input order. A fixed number of batches goes round, so
// memory stays bounded whatever the size of the input.

// batchSize is the number of puzzles in a batch: enough to make handing a
// batch over cheap, few enough to keep every core busy on small inputs.
const batchSize = 256

type batch struct {
	seq      int // the batch's place in the input, from 0
	first    int // the number of puzzles before it
	puzzles  []puzzle
	out      []byte // the solutions, formatted
	unsolved []int  // the indexes in puzzles of those without a solution
}

// solveAll solves the puzzles read from r, named name in messages, and
// writes a solution for each to gw, or the puzzle itself if it has none.
// It returns the puzzles without a solution, and in err a malformed input,
// in which case the output is incomplete and must be discarded.
func solveAll(r io.Reader, name string, gw *gridWriter) (unsolved, err error) {
	workers := runtime.GOMAXPROCS(0)
	// Batches wait to be written in order, so one slow batch holds up all
	// that finish after it; enough of them keep the other workers busy.
	free := make(chan *batch, 8*workers)
	for range cap(free) {
		free <- &batch{puzzles: make([]puzzle, 0, batchSize)}
	}
	todo := make(chan *batch, cap(free))
	done := make(chan *batch, cap(free))
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			var s solver
			for b := range todo {
				b.solve(&s, gw)
				done <- b
			}
		})
	}
	none := faultList{name: name, what: "puzzles without a solution"}
	stop := make(chan struct{}) // closed when writing fails
	werr := make(chan error, 1)
	go func() { werr <- writeBatches(done, free, stop, gw, &none) }()

	n, err := readBatches(r, name, todo, free, stop)
	close(todo)
	wg.Wait()
	close(done)
	if werr := <-werr; err == nil {
		err = werr
	}
	if err != nil {
		return nil, err
	}
	if n == 0 {
		return nil, fmt.Errorf("%s: no puzzles", name)
	}
	return none.err(), nil
}

// readBatches reads puzzles from r into batches taken from free and sends
// them to todo. It returns the number of puzzles, and the malformed input
// or the error that stopped it.
func readBatches(r io.Reader, name string, todo, free chan *batch, stop <-chan struct{}) (int, error) {
	pr := newPuzzleReader(r, name)
	malformed := faultList{name: name, what: "faults"}
	var b *batch
	n, seq := 0, 0
	for {
		p, err := pr.next()
		if err == io.EOF {
			break
		}
		if _, ok := err.(*lineError); ok {
			malformed.add(err)
			continue
		}
		if err != nil {
			return n, fmt.Errorf("%s: %v", name, err)
		}
		n++
		if malformed.n > 0 {
			continue // the output is lost: only look for more faults
		}
		if b == nil {
			select {
			case b = <-free:
			case <-stop:
				return n, nil // writeBatches has the error
			}
			b.seq, b.first = seq, n-1
			seq++
		}
		b.puzzles = append(b.puzzles, p)
		if len(b.puzzles) == batchSize {
			todo <- b
			b = nil
		}
	}
	if err := malformed.err(); err != nil {
		return n, err
	}
	if b != nil {
		todo <- b
	}
	return n, nil
}

// solve solves and formats the puzzles of b.
func (b *batch) solve(s *solver, gw *gridWriter) {
	b.out = b.out[:0]
	b.unsolved = b.unsolved[:0]
	for i := range b.puzzles {
		g := b.puzzles[i].grid
		if s.solve(&g, 1) == 0 {
			b.unsolved = append(b.unsolved, i)
		}
		b.out = gw.format(b.out, &g, b.first+i)
	}
}

// writeBatches writes the batches from done in input order and returns them
// to free, noting the puzzles without a solution in none. If writing fails
// it closes stop and goes on taking batches without writing them.
func writeBatches(done <-chan *batch, free chan<- *batch, stop chan<- struct{}, gw *gridWriter, none *faultList) error {
	waiting := make(map[int]*batch)
	next := 0
	var err error
	for b := range done {
		waiting[b.seq] = b
		for b := waiting[next]; b != nil; b = waiting[next] {
			delete(waiting, next)
			next++
			if err == nil {
				if err = gw.writeFormatted(b.out, len(b.puzzles)); err != nil {
					close(stop)
				}
			}
			for _, i := range b.unsolved {
				none.add(&lineError{none.name, b.puzzles[i].line,
					fmt.Sprintf("puzzle %d has no solution", b.first+i+1)})
			}
			b.puzzles = b.puzzles[:0]
			free <- b
		}
	}
	return err
}
