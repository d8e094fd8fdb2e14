package check

import (
	"fmt"
	"io"
	"iter"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync/atomic"

	"sudoku/internal/board"
	"sudoku/internal/fault"
	"sudoku/internal/output"
	"sudoku/internal/parallel"
	"sudoku/internal/progress"
	"sudoku/internal/read"
)

// A Checker verifies a file of solved grids, for -check, as a grader
// would: the exact layout the program writes in its form, every grid
// valid, and then either one solution for each puzzle of a puzzle file,
// in order, or, without one, no two grids equal and each with the top-left
// digit first unless that is 0.
type Checker struct {
	name   string
	form   output.Form // its line end is found in the file
	loose  bool
	first  uint8
	faults fault.List
	grids  atomic.Int64 // grids read, which the progress line reads
	scan   *gridScanner // the first pass
	size   int64        // the input's size, if its grids are checked in batches and it is known

	// Without puzzles: a fingerprint of each valid grid, to find repeats.
	keys   printKeys
	prints *fingerprints

	// With puzzles: the puzzle file and how far it has been read.
	pname string
	next  func() (read.Puzzle, error, bool) // the next puzzle, or false at the end
	np    int                               // puzzles read
	p     read.Puzzle                       // the last one
	pend  bool                              // all read
	pbad  bool                              // the puzzle file is malformed, so grids are no longer compared
	perr  error                             // an error reading it
	extra bool                              // a grid without a puzzle has been reported
}

// New returns a checker of the file name, of grids in the line form or
// not, each with the top-left digit first unless it is 0, its layout
// checked exactly unless loose.
func New(name string, lineForm bool, first int, loose bool) *Checker {
	return &Checker{
		name:   name,
		form:   output.LineOr(lineForm),
		loose:  loose,
		first:  uint8(first),
		faults: fault.NewList(name, "faults"),
		keys:   newPrintKeys(),
		prints: newFingerprints(0),
	}
}

// ComparePuzzles makes the checker compare each grid with a puzzle read
// from r, named name in messages. The returned function must be called at
// the end.
func (c *Checker) ComparePuzzles(r io.Reader, name string) (stop func()) {
	c.pname = name
	c.next, stop = iter.Pull2(read.Puzzles(r, name))
	return stop
}

// Check checks the grids of in and returns the faults, joined, if there
// are any.
func (c *Checker) Check(in *os.File) error {
	r, again, done, err := c.source(in)
	if err != nil {
		return err
	}
	defer done()
	return c.checkFrom(r, again)
}

// checkFrom checks the grids read from r; again returns them from the
// start for another pass, and is not called with puzzles.
func (c *Checker) checkFrom(r io.Reader, again func() (io.Reader, error)) error {
	if err := c.firstPass(r); err != nil {
		return err
	}
	if c.next == nil {
		if err := c.repeats(again); err != nil {
			return err
		}
	}
	return c.faults.Err()
}

// source returns the reader of the grids in, a function that returns it
// again from the start for another pass, and one to call at the end.
// Looking for repeats may need another pass, so an input that cannot be
// read again is copied to a temporary file as it is read.
func (c *Checker) source(in *os.File) (r io.Reader, again func() (io.Reader, error), done func(), err error) {
	again = func() (io.Reader, error) {
		_, err := in.Seek(0, io.SeekStart)
		return in, err
	}
	size := progress.FileSize(in)
	switch {
	case c.next != nil:
		return in, nil, func() {}, nil
	case size >= 0:
		c.size = size
		c.prints = newFingerprints(int(size / int64(c.form.Size()))) // room for every grid
		return in, again, func() {}, nil
	}
	spool, err := output.NewSpool("sudoku-check-*.txt")
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s: cannot keep a copy: %v", c.name, err)
	}
	again = func() (io.Reader, error) {
		_, err := spool.Seek(0, io.SeekStart)
		return spool, err
	}
	return io.TeeReader(in, spool), again, func() { output.RemoveSpool(spool) }, nil
}

// firstPass reads the grids from r and checks each.
func (c *Checker) firstPass(r io.Reader) error {
	var err error
	if c.next != nil {
		err = c.inOrder(r)
	} else {
		err = c.inBatches(r)
	}
	if err != nil {
		return err
	}
	if c.scan.grids == 0 && (c.loose || !c.scan.utf16) { // strict, UTF-16 is the one fault
		c.faults.Add(fmt.Errorf("%s: no grids", c.name))
	}
	if c.next != nil {
		return c.endPuzzles()
	}
	return nil
}

// inOrder checks the grids read from r one by one, as each is compared
// with the next puzzle.
func (c *Checker) inOrder(r io.Reader) error {
	c.scan = newGridScanner(r, make([]byte, scanBuffer), c.name, c.form.IsLine(), c.loose)
	for sg, err := range c.scan.all() {
		switch err.(type) {
		case nil:
			c.grid(sg)
		case *fault.Line:
			c.faults.Add(err)
		default:
			return fmt.Errorf("%s: %v", c.name, err)
		}
	}
	return nil
}

// A checkBatch is a buffer of the input and what the scanner found in it,
// in order: runs of grids laid out exactly, which are read in place, other
// grids, and faults of the layout. A worker checks its grids, and then, in
// the order of the batches, their faults and fingerprints are kept.
type checkBatch struct {
	buf    []byte
	items  []checkItem
	last   int     // the number of the last grid begun
	faults []error // the items' and their grids', in order
	prints []uint64
}

// A checkItem is a fault, a run of grids, or a grid read slowly.
type checkItem struct {
	err       error
	run       []byte
	k, lineNo int
	g         board.Grid
}

// inBatches checks the grids read from r in batches, one for each buffer
// the scanner reads into, on every core.
func (c *Checker) inBatches(r io.Reader) error {
	workers := runtime.GOMAXPROCS(0)
	seq := parallel.NewSequencer(workers, workers+1) // a batch waiting for each worker: more only take memory
	free := make(chan *checkBatch, workers+3)        // batches written, to use again
	// On a large input, the buffers of as many batches as are kept are
	// taken at once, in huge pages where the system gives them: in pages
	// of 4 KB they took a quarter of the page faults of checking a million
	// grids. A small input fills only some of them, and 1000 grids took a
	// fifth longer to check with them.
	var bufs []byte
	if all := (workers + 3) * scanBuffer; c.size >= 8*int64(all) {
		var free func()
		bufs, free = output.HugeBuffer(all)
		defer free() // after seq.wait, when every batch has been checked
	}
	get := func() *checkBatch {
		select {
		case b := <-free:
			b.items, b.faults, b.prints = b.items[:0], b.faults[:0], b.prints[:0]
			return b
		default:
			if len(bufs) < scanBuffer {
				return &checkBatch{buf: make([]byte, scanBuffer)}
			}
			b := &checkBatch{buf: bufs[:scanBuffer:scanBuffer]}
			bufs = bufs[scanBuffer:]
			return b
		}
	}
	b := get()
	send := func() {
		full := b
		full.last = c.scan.grids
		seq.Add(func() func() error {
			c.checkBatch(full)
			return func() error {
				c.keep(full)
				select {
				case free <- full:
				default:
				}
				return nil
			}
		})
	}
	c.scan = newGridScanner(r, b.buf, c.name, c.form.IsLine(), c.loose)
	c.scan.runs = true
	c.scan.in.next = func([]byte) []byte { // the bytes taken from b.buf stay until it is checked
		send()
		b = get()
		return b.buf
	}
	var err error
	for sg, serr := range c.scan.all() {
		if _, ok := serr.(*fault.Line); serr != nil && !ok {
			err = fmt.Errorf("%s: %v", c.name, serr)
			break
		}
		item := checkItem{err: serr, run: sg.run, k: sg.k, lineNo: sg.lineNo}
		if sg.g != nil {
			item.g = *sg.g
		}
		if serr != nil || sg.run != nil || sg.g != nil {
			b.items = append(b.items, item)
		}
	}
	send()
	seq.Wait()
	return err
}

// checkBatch checks the grids of b.
func (c *Checker) checkBatch(b *checkBatch) {
	l := c.scan.exact
	var x gridBits
	for i := range b.items {
		it := &b.items[i]
		switch {
		case it.err != nil:
			b.faults = append(b.faults, it.err)
		case it.run != nil:
			for j := 0; j*l.size < len(it.run); j++ {
				t := it.run[j*l.size : (j+1)*l.size]
				if l.step == 2 {
					x.fromGridText(t, l.stride)
				} else {
					x.fromLineText(t)
				}
				c.content(b, &x, it.k+j, it.lineNo+j*c.scan.runLines(), t, nil)
			}
		default:
			x.fromGrid(&it.g)
			c.content(b, &x, it.k, it.lineNo, nil, &it.g)
		}
	}
}

// content checks grid k of b, whose first row is on line lineNo, read
// into x from t, a grid laid out exactly, or from g, and keeps in b its
// fingerprint if it is valid and its fault if it has one.
func (c *Checker) content(b *checkBatch, x *gridBits, k, lineNo int, t []byte, g *board.Grid) {
	switch {
	case !x.valid():
		c.invalid(b, k, lineNo, t, g)
	case c.first != 0 && x.first() != c.first:
		b.prints = append(b.prints, x.fingerprint(&c.keys))
		b.faults = append(b.faults, fault.At(c.name, lineNo, fmt.Sprintf("grid %d: top-left digit is %d, want %d", k, x.first(), c.first)))
	default:
		b.prints = append(b.prints, x.fingerprint(&c.keys))
	}
}

// invalid keeps in b the fault of grid k, which is not valid, as content
// does.
func (c *Checker) invalid(b *checkBatch, k, lineNo int, t []byte, g *board.Grid) {
	if g == nil {
		g = new(board.Grid)
		c.scan.exact.decode(t, g)
	}
	row, msg := gridFault(g)
	b.faults = append(b.faults, fault.At(c.name, c.scan.rowLine(lineNo, row), fmt.Sprintf("grid %d: %s", k, msg)))
}

// keep keeps the faults and fingerprints of b.
func (c *Checker) keep(b *checkBatch) {
	for _, err := range b.faults {
		c.faults.Add(err)
	}
	for _, p := range b.prints {
		c.prints.add(p)
	}
	c.grids.Store(int64(b.last))
}

func (c *Checker) report(lineNo int, msg string) {
	c.faults.Add(fault.At(c.name, lineNo, msg))
}

// grid checks a grid against its puzzle; sg.g is nil if it could not be
// read, in which case that has been reported.
func (c *Checker) grid(sg scanned) {
	c.grids.Store(int64(sg.k))
	var p *read.Puzzle
	if c.next != nil {
		p = c.puzzle(sg.k, sg.lineNo)
	}
	g := sg.g
	if g == nil {
		return
	}
	row, msg := gridFault(g)
	switch {
	case msg != "":
	case c.first != 0 && g[0] != c.first:
		msg = fmt.Sprintf("top-left digit is %d, want %d", g[0], c.first)
	case p != nil:
		row, msg = givenFault(g, p, sg.k, c.pname)
	}
	if msg != "" {
		c.report(c.scan.rowLine(sg.lineNo, row), fmt.Sprintf("grid %d: %s", sg.k, msg))
	}
}

// puzzle returns puzzle k, to compare grid k with, or nil if there is
// none or the puzzle file is malformed.
func (c *Checker) puzzle(k, lineNo int) *read.Puzzle {
	for c.np < k && !c.pend {
		c.nextPuzzle()
	}
	switch {
	case c.pbad || c.perr != nil:
		return nil
	case c.np < k:
		if !c.extra && c.np > 0 { // with none, endPuzzles says so
			c.extra = true
			c.report(lineNo, fmt.Sprintf("grid %d has no puzzle: %s has %d", k, c.pname, c.np))
		}
		return nil
	}
	return &c.p
}

// nextPuzzle reads the next puzzle, or a fault of the puzzle file.
func (c *Checker) nextPuzzle() {
	p, err, ok := c.next()
	switch err.(type) {
	case nil:
		if !ok {
			c.pend = true
			return
		}
		c.np++
		c.p = p
	case *fault.Line:
		c.faults.Add(err)
		c.pbad = true
	default:
		c.perr = fmt.Errorf("%s: %v", c.pname, err)
		c.pend = true
	}
}

// endPuzzles reads the puzzles left and checks that there were as many as
// grids.
func (c *Checker) endPuzzles() error {
	for !c.pend {
		c.nextPuzzle()
	}
	n := c.scan.grids
	switch {
	case c.perr != nil:
		return c.perr
	case c.pbad:
	case c.np == 0:
		c.faults.Add(fmt.Errorf("%s: no puzzles", c.pname))
	case n > 0 && n < c.np:
		c.report(c.scan.lines, fmt.Sprintf("the file ends after grid %d, but %s has %d puzzles", n, c.pname, c.np))
	}
	return nil
}

// Summary is the line -check prints for a good file: what it holds, and
// its line ends, or with loose how many lines were tolerated, and why all
// were if it is UTF-16.
func (c *Checker) Summary() string {
	n := c.scan.grids
	var what string
	switch {
	case c.next != nil:
		what = fmt.Sprintf("%d %s solved", n, fault.Plural(n, "puzzle"))
	case n == 1:
		what = "1 valid grid"
	default:
		what = fmt.Sprintf("%d distinct valid grids", n)
	}
	if c.first != 0 && c.next == nil {
		what += fmt.Sprintf(" starting with %d", c.first)
	}
	switch {
	case c.loose:
		t, in := c.scan.tolerated, ""
		if c.scan.utf16 {
			in = " (in UTF-16)"
		}
		return fmt.Sprintf("ok: %s; %d %s not laid out exactly%s, tolerated by -loose", what, t, fault.Plural(t, "line"), in)
	case c.scan.form.CRLF:
		return "ok: " + what + ", CRLF line ends"
	}
	return "ok: " + what + ", LF line ends"
}

// GridsRead returns the grids read so far, which the progress line reads
// while the check goes on.
func (c *Checker) GridsRead() int64 { return c.grids.Load() }

// FaultCount returns the number of faults the check found, of which its
// error holds the first few.
func (c *Checker) FaultCount() int { return c.faults.Count() }

// Layout returns what the check found of the file's layout: the grids
// it begins, the lines -loose tolerated, not laid out exactly, and whether
// it is in UTF-16.
func (c *Checker) Layout() (grids, tolerated int, utf16 bool) {
	return c.scan.grids, c.scan.tolerated, c.scan.utf16
}

// LineEnds says which line ends the file checked has, the first line's
// first, and in which encoding if not UTF-8.
func (c *Checker) LineEnds() string {
	s := c.scan
	first, other := "LF", "CRLF"
	if s.form.CRLF {
		first, other = other, first
	}
	var b strings.Builder
	if s.utf16 {
		b.WriteString("UTF-16, ")
	}
	switch {
	case s.lines == 0:
		b.WriteString("empty")
	case s.lines == 1 && !s.endNL:
		b.WriteString("no line end")
	case s.mixed:
		b.WriteString(first + " and " + other)
	default:
		b.WriteString(first)
	}
	return b.String()
}

// gridFault returns the first fault of g as a solved grid, reading it row
// by row, and the row it is found in; msg is "" if g is valid.
func gridFault(g *board.Grid) (row int, msg string) {
	if validGrid(g) {
		return 0, ""
	}
	blank := slices.Index(g[:], 0)
	i, h := board.FirstRepeat(g)
	switch {
	case blank >= 0 && (i < 0 || blank < i):
		return blank / 9, fmt.Sprintf("blank in row %d, column %d", blank/9+1, blank%9+1)
	case i >= 0:
		return i / 9, fmt.Sprintf("%s has digit %d twice", board.HouseName(h), g[i])
	}
	return 0, ""
}

// givenFault returns the first given of puzzle k, p, that g does not keep,
// and its row; msg is "" if g keeps them all.
func givenFault(g *board.Grid, p *read.Puzzle, k int, pname string) (row int, msg string) {
	for i, d := range p.Grid {
		if d != 0 && g[i] != d {
			return i / 9, fmt.Sprintf("row %d, column %d is %d, but puzzle %d (%s:%d) gives %d",
				i/9+1, i%9+1, g[i], k, pname, p.Line, d)
		}
	}
	return 0, ""
}

// validGrid reports whether g is a solved grid.
func validGrid(g *board.Grid) bool {
	var x gridBits
	x.fromGrid(g)
	return x.valid()
}
