package main

import (
	"fmt"
	"io"
	"iter"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync/atomic"
)

// A checker verifies a file of solved grids, for -check, as a grader
// would: the exact layout the program writes in its form, every grid
// valid, and then either one solution for each puzzle of a puzzle file,
// in order, or, without one, no two grids equal and each with the top-left
// digit first unless that is 0.
type checker struct {
	name   string
	form   form // its line end is found in the file
	loose  bool
	first  uint8
	faults faultList
	grids  atomic.Int64 // grids read, which the progress line reads
	scan   *gridScanner // the first pass
	size   int64        // the input's size, if its grids are checked in batches and it is known

	// Without puzzles: a fingerprint of each valid grid, to find repeats.
	keys   printKeys
	prints *fingerprints

	// With puzzles: the puzzle file and how far it has been read.
	pname string
	next  func() (puzzle, error, bool) // the next puzzle, or false at the end
	np    int                          // puzzles read
	p     puzzle                       // the last one
	pend  bool                         // all read
	pbad  bool                         // the puzzle file is malformed, so grids are no longer compared
	perr  error                        // an error reading it
	extra bool                         // a grid without a puzzle has been reported
}

func newChecker(name string, lineForm bool, first int, loose bool) *checker {
	return &checker{
		name:   name,
		form:   lineOr(lineForm),
		loose:  loose,
		first:  uint8(first),
		faults: newFaultList(name, "faults"),
		keys:   newPrintKeys(),
		prints: newFingerprints(0),
	}
}

// comparePuzzles makes the checker compare each grid with a puzzle read
// from r, named name in messages. The returned function must be called at
// the end.
func (c *checker) comparePuzzles(r io.Reader, name string) (stop func()) {
	c.pname = name
	c.next, stop = iter.Pull2(readPuzzles(r, name))
	return stop
}

// check checks the grids of in and returns the faults, joined, if there
// are any.
func (c *checker) check(in *os.File) error {
	r, again, done, err := c.source(in)
	if err != nil {
		return err
	}
	defer done()
	return c.checkFrom(r, again)
}

// checkFrom checks the grids read from r; again returns them from the
// start for another pass, and is not called with puzzles.
func (c *checker) checkFrom(r io.Reader, again func() (io.Reader, error)) error {
	if err := c.firstPass(r); err != nil {
		return err
	}
	if c.next == nil {
		if err := c.repeats(again); err != nil {
			return err
		}
	}
	return c.faults.err()
}

// source returns the reader of the grids in, a function that returns it
// again from the start for another pass, and one to call at the end.
// Looking for repeats may need another pass, so an input that cannot be
// read again is copied to a temporary file as it is read.
func (c *checker) source(in *os.File) (r io.Reader, again func() (io.Reader, error), done func(), err error) {
	again = func() (io.Reader, error) {
		_, err := in.Seek(0, io.SeekStart)
		return in, err
	}
	size := fileSize(in)
	switch {
	case c.next != nil:
		return in, nil, func() {}, nil
	case size >= 0:
		c.size = size
		c.prints = newFingerprints(int(size / int64(c.form.size()))) // room for every grid
		return in, again, func() {}, nil
	}
	spool, err := newSpool("sudoku-check-*.txt")
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s: cannot keep a copy: %v", c.name, err)
	}
	again = func() (io.Reader, error) {
		_, err := spool.Seek(0, io.SeekStart)
		return spool, err
	}
	return io.TeeReader(in, spool), again, func() { removeSpool(spool) }, nil
}

// firstPass reads the grids from r and checks each.
func (c *checker) firstPass(r io.Reader) error {
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
		c.faults.add(fmt.Errorf("%s: no grids", c.name))
	}
	if c.next != nil {
		return c.endPuzzles()
	}
	return nil
}

// inOrder checks the grids read from r one by one, as each is compared
// with the next puzzle.
func (c *checker) inOrder(r io.Reader) error {
	c.scan = newGridScanner(r, make([]byte, scanBuffer), c.name, c.form.lineForm(), c.loose)
	for sg, err := range c.scan.all() {
		switch err.(type) {
		case nil:
			c.grid(sg)
		case *lineError:
			c.faults.add(err)
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
	g         Grid
}

// inBatches checks the grids read from r in batches, one for each buffer
// the scanner reads into, on every core.
func (c *checker) inBatches(r io.Reader) error {
	workers := runtime.GOMAXPROCS(0)
	seq := newSequencer(workers, workers+1)   // a batch waiting for each worker: more only take memory
	free := make(chan *checkBatch, workers+3) // batches written, to use again
	// On a large input, the buffers of as many batches as are kept are
	// taken at once, in huge pages where the system gives them: in pages
	// of 4 KB they took a quarter of the page faults of checking a million
	// grids. A small input fills only some of them, and 1000 grids took a
	// fifth longer to check with them.
	var bufs []byte
	if all := (workers + 3) * scanBuffer; c.size >= 8*int64(all) {
		var free func()
		bufs, free = hugeBuffer(all)
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
		seq.add(func() func() error {
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
	c.scan = newGridScanner(r, b.buf, c.name, c.form.lineForm(), c.loose)
	c.scan.runs = true
	c.scan.in.next = func([]byte) []byte { // the bytes taken from b.buf stay until it is checked
		send()
		b = get()
		return b.buf
	}
	var err error
	for sg, serr := range c.scan.all() {
		if _, ok := serr.(*lineError); serr != nil && !ok {
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
	seq.wait()
	return err
}

// checkBatch checks the grids of b.
func (c *checker) checkBatch(b *checkBatch) {
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
func (c *checker) content(b *checkBatch, x *gridBits, k, lineNo int, t []byte, g *Grid) {
	switch {
	case !x.valid():
		c.invalid(b, k, lineNo, t, g)
	case c.first != 0 && x.first() != c.first:
		b.prints = append(b.prints, x.fingerprint(&c.keys))
		b.faults = append(b.faults, atLine(c.name, lineNo, fmt.Sprintf("grid %d: top-left digit is %d, want %d", k, x.first(), c.first)))
	default:
		b.prints = append(b.prints, x.fingerprint(&c.keys))
	}
}

// invalid keeps in b the fault of grid k, which is not valid, as content
// does.
func (c *checker) invalid(b *checkBatch, k, lineNo int, t []byte, g *Grid) {
	if g == nil {
		g = new(Grid)
		c.scan.exact.decode(t, g)
	}
	row, msg := gridFault(g)
	b.faults = append(b.faults, atLine(c.name, c.scan.rowLine(lineNo, row), fmt.Sprintf("grid %d: %s", k, msg)))
}

// keep keeps the faults and fingerprints of b.
func (c *checker) keep(b *checkBatch) {
	for _, err := range b.faults {
		c.faults.add(err)
	}
	for _, p := range b.prints {
		c.prints.add(p)
	}
	c.grids.Store(int64(b.last))
}

func (c *checker) report(lineNo int, msg string) {
	c.faults.add(atLine(c.name, lineNo, msg))
}

// grid checks a grid against its puzzle; sg.g is nil if it could not be
// read, in which case that has been reported.
func (c *checker) grid(sg scanned) {
	c.grids.Store(int64(sg.k))
	var p *puzzle
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
func (c *checker) puzzle(k, lineNo int) *puzzle {
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
func (c *checker) nextPuzzle() {
	p, err, ok := c.next()
	switch err.(type) {
	case nil:
		if !ok {
			c.pend = true
			return
		}
		c.np++
		c.p = p
	case *lineError:
		c.faults.add(err)
		c.pbad = true
	default:
		c.perr = fmt.Errorf("%s: %v", c.pname, err)
		c.pend = true
	}
}

// endPuzzles reads the puzzles left and checks that there were as many as
// grids.
func (c *checker) endPuzzles() error {
	for !c.pend {
		c.nextPuzzle()
	}
	n := c.scan.grids
	switch {
	case c.perr != nil:
		return c.perr
	case c.pbad:
	case c.np == 0:
		c.faults.add(fmt.Errorf("%s: no puzzles", c.pname))
	case n > 0 && n < c.np:
		c.report(c.scan.lines, fmt.Sprintf("the file ends after grid %d, but %s has %d puzzles", n, c.pname, c.np))
	}
	return nil
}

// summary is the line -check prints for a good file: what it holds, and
// its line ends, or with loose how many lines were tolerated, and why all
// were if it is UTF-16.
func (c *checker) summary() string {
	n := c.scan.grids
	var what string
	switch {
	case c.next != nil:
		what = fmt.Sprintf("%d %s solved", n, plural(n, "puzzle"))
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
		return fmt.Sprintf("ok: %s; %d %s not laid out exactly%s, tolerated by -loose", what, t, plural(t, "line"), in)
	case c.scan.form.crlf:
		return "ok: " + what + ", CRLF line ends"
	}
	return "ok: " + what + ", LF line ends"
}

// gridsRead returns the grids read so far, which the progress line reads
// while the check goes on.
func (c *checker) gridsRead() int64 { return c.grids.Load() }

// faultCount returns the number of faults the check found, of which its
// error holds the first few.
func (c *checker) faultCount() int { return c.faults.count() }

// layout returns what the check found of the file's layout: the grids
// it begins, the lines -loose tolerated, not laid out exactly, and whether
// it is in UTF-16.
func (c *checker) layout() (grids, tolerated int, utf16 bool) {
	return c.scan.grids, c.scan.tolerated, c.scan.utf16
}

// lineEnds says which line ends the file checked has, the first line's
// first, and in which encoding if not UTF-8.
func (c *checker) lineEnds() string {
	s := c.scan
	first, other := "LF", "CRLF"
	if s.form.crlf {
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
func gridFault(g *Grid) (row int, msg string) {
	if validGrid(g) {
		return 0, ""
	}
	blank := slices.Index(g[:], 0)
	i, h := firstRepeat(g)
	switch {
	case blank >= 0 && (i < 0 || blank < i):
		return blank / 9, fmt.Sprintf("blank in row %d, column %d", blank/9+1, blank%9+1)
	case i >= 0:
		return i / 9, fmt.Sprintf("%s has digit %d twice", houseName(h), g[i])
	}
	return 0, ""
}

// givenFault returns the first given of puzzle k, p, that g does not keep,
// and its row; msg is "" if g keeps them all.
func givenFault(g *Grid, p *puzzle, k int, pname string) (row int, msg string) {
	for i, d := range p.grid {
		if d != 0 && g[i] != d {
			return i / 9, fmt.Sprintf("row %d, column %d is %d, but puzzle %d (%s:%d) gives %d",
				i/9+1, i%9+1, g[i], k, pname, p.lineNo, d)
		}
	}
	return 0, ""
}

// validGrid reports whether g is a solved grid.
func validGrid(g *Grid) bool {
	var x gridBits
	x.fromGrid(g)
	return x.valid()
}
