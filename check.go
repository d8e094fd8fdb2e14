package main

import (
	"cmp"
	"fmt"
	"hash/maphash"
	"io"
	"iter"
	"os"
	"slices"
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

	// Without puzzles: a fingerprint of each valid grid, to find repeats.
	seed   maphash.Seed
	hashes []uint64

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
		faults: faultList{name: name, what: "faults"},
		seed:   maphash.MakeSeed(),
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
		c.hashes = make([]uint64, 0, size/int64(c.form.size())+1) // room for every grid
		return in, again, func() {}, nil
	}
	spool, err := os.CreateTemp("", "sudoku-check-*.txt")
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s: cannot keep a copy: %v", c.name, err)
	}
	again = func() (io.Reader, error) {
		_, err := spool.Seek(0, io.SeekStart)
		return spool, err
	}
	done = func() {
		spool.Close()
		os.Remove(spool.Name())
	}
	return io.TeeReader(in, spool), again, done, nil
}

// firstPass reads the grids from r and checks each.
func (c *checker) firstPass(r io.Reader) error {
	c.scan = newGridScanner(r, c.name, c.form.lineForm(), c.loose)
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
	if c.scan.grids == 0 {
		c.faults.add(fmt.Errorf("%s: no grids", c.name))
	}
	if c.next != nil {
		return c.endPuzzles()
	}
	return nil
}

func (c *checker) report(lineNo int, msg string) {
	c.faults.add(&lineError{c.name, lineNo, msg})
}

// grid checks a grid, which is nil if it could not be read, in which case
// that has been reported.
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
	if msg == "" && c.next == nil {
		c.hashes = append(c.hashes, maphash.Bytes(c.seed, g[:]))
	}
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

// repeatBatch is how many fingerprints one pass looking for repeats
// handles, which bounds its memory to some 12 MB.
var repeatBatch = 1 << 18

// repeats reports the grids equal to an earlier one. Grids with different
// fingerprints differ, so only those sharing a fingerprint with another
// are compared, on further passes over the input.
func (c *checker) repeats(again func() (io.Reader, error)) error {
	h := c.hashes
	c.hashes = nil
	slices.Sort(h)
	dup := h[:0] // each fingerprint found more than once, once
	for i := 1; i < len(h); i++ {
		if h[i] == h[i-1] && (len(dup) == 0 || dup[len(dup)-1] != h[i]) {
			dup = append(dup, h[i])
		}
	}
	dup = slices.Clone(dup) // and let the rest go
	var found repeatList
	for len(dup) > 0 {
		part := dup[:min(len(dup), repeatBatch)]
		dup = dup[len(part):]
		if err := c.repeatPass(again, part, &found); err != nil {
			return fmt.Errorf("%s: %v", c.name, err)
		}
	}
	for _, r := range found.first {
		c.report(r.lineNo, fmt.Sprintf("grid %d: same as grid %d (line %d)", r.k, r.of.k, r.of.lineNo))
	}
	c.faults.n += found.n - len(found.first) // counted, not shown
	return nil
}

// A gridSeen is where a grid was first seen.
type gridSeen struct {
	key       gridKey
	k, lineNo int
}

// repeatPass goes through the input again and adds to found each grid
// equal to an earlier one among those whose fingerprint is in part.
func (c *checker) repeatPass(again func() (io.Reader, error), part []uint64, found *repeatList) error {
	r, err := again()
	if err != nil {
		return err
	}
	firsts := make([]gridSeen, len(part)) // by fingerprint; k is 0 until seen
	others := make(map[gridKey]gridSeen)  // grids sharing a fingerprint with a different one
	for sg, err := range newGridScanner(r, c.name, c.form.lineForm(), c.loose).all() {
		if _, ok := err.(*lineError); ok {
			continue // reported on the first pass
		}
		if err != nil {
			return err
		}
		g := sg.g
		if g == nil {
			continue
		}
		i, ok := slices.BinarySearch(part, maphash.Bytes(c.seed, g[:]))
		if !ok || !validGrid(g) {
			continue
		}
		key := keyOf(g)
		first := firsts[i]
		switch {
		case first.k == 0:
			firsts[i] = gridSeen{key, sg.k, sg.lineNo}
			continue
		case first.key != key:
			if first, ok = others[key]; !ok {
				others[key] = gridSeen{key, sg.k, sg.lineNo}
				continue
			}
		}
		found.add(repeat{sg.lineNo, sg.k, first})
	}
	return nil
}

// A repeat is a grid equal to an earlier one.
type repeat struct {
	lineNo, k int
	of        gridSeen
}

// A repeatList counts repeats and keeps the first few by line, as passes
// over the input may find them out of order.
type repeatList struct {
	first []repeat
	n     int
}

func (l *repeatList) add(r repeat) {
	l.n++
	if len(l.first) == maxFaults && r.lineNo >= l.first[maxFaults-1].lineNo {
		return
	}
	i, _ := slices.BinarySearchFunc(l.first, r.lineNo, func(x repeat, lineNo int) int { return cmp.Compare(x.lineNo, lineNo) })
	l.first = slices.Insert(l.first, i, r)
	l.first = l.first[:min(len(l.first), maxFaults)]
}

// summary is the line -check prints for a good file: what it holds, and
// its line ends, or with loose how many lines were tolerated.
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
		t := c.scan.tolerated
		return fmt.Sprintf("ok: %s; %d %s not laid out exactly, tolerated by -loose", what, t, plural(t, "line"))
	case c.scan.form.crlf:
		return "ok: " + what + ", CRLF line ends"
	}
	return "ok: " + what + ", LF line ends"
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

// A gridKey identifies a valid grid: the first eight digits of its first
// eight rows, four bits each. The rest follows, as each row and column of
// a valid grid holds every digit.
type gridKey [4]uint64

func keyOf(g *Grid) gridKey {
	var k gridKey
	for r := range 8 {
		for c := range 8 {
			k[r/2] = k[r/2]<<4 | uint64(g[r*9+c])
		}
	}
	return k
}
