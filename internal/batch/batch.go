package batch

import (
	"fmt"
	"io"
	"log"
	"os"
	"runtime"
	"sync"

	"sudoku/internal/fault"
	"sudoku/internal/output"
	"sudoku/internal/parallel"
	"sudoku/internal/progress"
	"sudoku/internal/read"
)

// Batches hold from minBatch to MaxSize puzzles: enough to make handing
// a batch over cheap, few enough to keep every core busy to the end.
const (
	minBatch = 8
	MaxSize  = 256
)

// A batchSizer sizes the batches of an input so that every core stays busy
// to its end: while more than a few batches are left for each worker they
// are the largest; near the end of the input, or all along a small one,
// they get smaller, so that no worker is left with a long last batch while
// the others wait.
type batchSizer struct {
	workers int
	total   int64 // an estimate of the puzzles in the input, or -1
}

// newBatchSizer returns the sizer of the input r for the given workers.
// A file of size bytes holds about size/82 puzzles in the line form, and
// half as many in the grid form, for which batches are then a little
// larger than they need be. On a pipe batches grow with the input read.
func newBatchSizer(r io.Reader, workers int) batchSizer {
	bs := batchSizer{workers: workers, total: -1}
	if f, ok := r.(*os.File); ok {
		if size := progress.FileSize(f); size >= 0 {
			bs.total = size / 82
		}
	}
	return bs
}

// next returns the size of the next batch, after read puzzles.
func (bs batchSizer) next(read int) int {
	n := int64(read)
	if bs.total >= 0 {
		n = bs.total - int64(read)
	}
	return int(min(max(n/int64(4*bs.workers), minBatch), MaxSize))
}

// Run reads the puzzles of r, named name in messages, into batches
// of at most most puzzles, sized for the input, and has a sequencer run
// work on each batch on every core, with the number of puzzles before it:
// work does its job and returns what writes the result, which is written
// in input order. It returns a malformed input, in which case what was
// written is incomplete and must be discarded, an input without puzzles,
// or the error that stopped it. -s, -rate and -explain read their input
// through it.
//
// Puzzles typed in at a terminal are answered one by one as they come:
// each is a batch, its result is flushed through gw at once, and a fault
// is said at once too, the puzzles after it still answered.
func Run(r io.Reader, name string, most int, gw *output.GridWriter, work func(first int, ps []read.Puzzle) (write func() error)) error {
	f, ok := r.(*os.File)
	typed := ok && progress.IsTerminal(f)
	if typed {
		most = 1
	}
	workers := runtime.GOMAXPROCS(0)
	// Batches wait to be written in order, so one slow batch holds up all
	// that finish after it, and a few for each worker keep the others
	// busy meanwhile. More cost more than they save: each holds its own
	// buffers, and on a small input the page faults of fresh buffers take
	// more time than a wait (8 a worker took up to a tenth longer than 2
	// on one core on the Serg benchmark, and no less on two).
	seq := parallel.NewSequencer(workers, 2*workers)
	malformed := fault.NewList(name, "faults")
	sizer := newBatchSizer(r, workers)
	n, first, size := 0, 0, 0
	var ps []read.Puzzle
	send := func() bool {
		full, at := ps, first
		ps, first = nil, n
		return seq.Add(func() func() error {
			write := work(at, full)
			return func() error {
				err := write()
				puzzleSlices.Put(full[:0])
				if typed && err == nil {
					err = gw.Flush()
				}
				return err
			}
		})
	}
	for p, err := range read.Puzzles(r, name) {
		if fault.IsLine(err) {
			malformed.Add(err)
			if typed {
				log.Print(err)
			}
			continue
		}
		if err != nil {
			seq.Wait()
			return fmt.Errorf("%s: %v", name, err)
		}
		n++
		if malformed.Count() > 0 && !typed {
			continue // the output is lost: only look for more faults
		}
		if ps == nil {
			ps = puzzleSlices.Get().([]read.Puzzle)
			size = min(sizer.next(first), most)
		}
		ps = append(ps, p)
		if len(ps) == size {
			if !send() {
				break // the sequencer has the error
			}
			// The batch starts here and now, its puzzles still in
			// the cache, and the reader goes on where a core is
			// free, rather than the batch waiting for another core
			// to wake and take it (top1465 in 0.96 of the time, on
			// one core and two, the 1106 set in 0.96 on two, the
			// others in 0.97 to 1.0).
			runtime.Gosched()
		}
	}
	if (malformed.Count() == 0 || typed) && len(ps) > 0 {
		send()
	}
	werr := seq.Wait()
	switch {
	case malformed.Count() > 0 && typed:
		return fmt.Errorf("%s: %d %s in all", name, malformed.Count(), fault.Plural(malformed.Count(), "fault")) // each said already
	case malformed.Count() > 0:
		return malformed.Err()
	case werr != nil:
		return werr
	case n == 0:
		return fmt.Errorf("%s: no puzzles", name)
	}
	return nil
}

// puzzleSlices holds the slices batches are read into, for reuse.
var puzzleSlices = sync.Pool{New: func() any { return make([]read.Puzzle, 0, MaxSize) }}
