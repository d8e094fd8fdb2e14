package main

import (
	"bufio"
	"bytes"
	"cmp"
	"fmt"
	"hash/maphash"
	"io"
	"os"
	"slices"
	"sync/atomic"
)

// check verifies the file of solved grids named name, - being standard
// input, as a grader would: the exact layout the program writes (the line
// form if lineForm is set), every grid valid, and then either one solution
// for each puzzle of the file puzzlesName, in order, or, without puzzles, no
// two grids equal and each with the top-left digit first unless it is 0.
// It writes a one-line summary to w if all is well and otherwise returns
// the faults, one a line.
func check(w io.Writer, name, puzzlesName string, first int, lineForm bool) error {
	in, name, err := openInput(name)
	if err != nil {
		return err
	}
	defer in.Close()
	c := newChecker(name, first, lineForm)
	var pin *os.File
	if puzzlesName != "" {
		if pin, c.pname, err = openInput(puzzlesName); err != nil {
			return err
		}
		defer pin.Close()
		c.pr = newPuzzleReader(pin, c.pname)
	}
	r, again, done, err := c.source(in)
	if err != nil {
		return err
	}
	defer done()
	stop := func() {}
	if !isTerminal(in) && (pin == nil || !isTerminal(pin)) { // not while someone types
		stop = startProgress(os.Stderr, c.meter(in, pin))
	}
	err = c.run(r, again)
	stop()
	if err != nil {
		return err
	}
	if err := c.faults.err(); err != nil {
		return err
	}
	if _, err := fmt.Fprintln(w, c.summary()); err != nil {
		return fmt.Errorf("standard output: %v", err)
	}
	return nil
}

// source returns the reader of the grids in, a function that returns it
// again from the start for another pass, and one to call at the end.
// Looking for repeats may need another pass, so an input that cannot be
// read again is copied to a temporary file as it is read.
func (c *checker) source(in *os.File) (r io.Reader, again func() (io.Reader, error), done func(), err error) {
	r = countingReader{in}
	again = func() (io.Reader, error) {
		_, err := in.Seek(0, io.SeekStart)
		return in, err
	}
	size := fileSize(in)
	switch {
	case c.pr != nil:
		return r, nil, func() {}, nil
	case size >= 0:
		per := int64(gridBytes + 1)
		if c.lineForm {
			per = lineBytes
		}
		c.hashes = make([]uint64, 0, size/per+1) // room for every grid
		return r, again, func() {}, nil
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
	return io.TeeReader(r, spool), again, done, nil
}

// A checker holds what -check has found so far.
type checker struct {
	name     string
	lineForm bool
	first    uint8 // the top-left digit every grid must have, or 0
	s        *gridScanner
	faults   faultList
	done     atomic.Int64 // grids read, for the progress line

	// Without puzzles: a fingerprint of each valid grid, to find repeats.
	seed   maphash.Seed
	hashes []uint64

	// With puzzles: the puzzle file and how far it has been read.
	pr    *puzzleReader
	pname string
	np    int    // puzzles read
	p     puzzle // the last one
	pend  bool   // all read
	pbad  bool   // the puzzle file is malformed, so grids are no longer compared
	perr  error  // an error reading it
	extra bool   // a grid without a puzzle has been reported
}

func newChecker(name string, first int, lineForm bool) *checker {
	return &checker{
		name:     name,
		lineForm: lineForm,
		first:    uint8(first),
		faults:   faultList{name: name, what: "faults"},
		seed:     maphash.MakeSeed(),
	}
}

// meter returns what the progress line shows: the grids read, and the
// share of the input read if the size of the files in and pin (if not
// nil) is known.
func (c *checker) meter(in, pin *os.File) meter {
	m := meter{noun: "grids", count: c.done.Load}
	size := fileSize(in)
	if pin != nil && size >= 0 {
		if psize := fileSize(pin); psize >= 0 {
			size += psize
		} else {
			size = -1
		}
	}
	if size > 0 {
		base := bytesRead.Load()
		m.frac = func() float64 { return float64(bytesRead.Load()-base) / float64(size) }
	}
	return m
}

// run reads the grids from r and checks them; again returns the same input
// from its start, for a second pass when two grids may be equal.
func (c *checker) run(r io.Reader, again func() (io.Reader, error)) error {
	c.s = newGridScanner(r, c.lineForm)
	c.s.report = c.report
	c.s.found = c.grid
	if err := c.s.scan(); err != nil {
		return fmt.Errorf("%s: %v", c.name, err)
	}
	if c.s.grids == 0 {
		c.faults.add(fmt.Errorf("%s: no grids", c.name))
	}
	if c.pr != nil {
		return c.endPuzzles()
	}
	return c.repeats(again)
}

func (c *checker) report(line int, msg string) {
	c.faults.add(&lineError{c.name, line, msg})
}

// grid checks grid k, whose first row is on the given line; g is nil if the
// grid could not be read, in which case that has been reported.
func (c *checker) grid(k int, g *Grid, line int) {
	c.done.Store(int64(k))
	var p *puzzle
	if c.pr != nil {
		p = c.puzzle(k, line)
	}
	if g == nil {
		return
	}
	row, msg := gridFault(g)
	if msg == "" && c.pr == nil {
		c.hashes = append(c.hashes, maphash.Bytes(c.seed, g[:]))
	}
	switch {
	case msg != "":
	case c.first != 0 && g[0] != c.first:
		msg = fmt.Sprintf("top-left digit is %d, want %d", g[0], c.first)
	case p != nil:
		row, msg = givenFault(g, p, k, c.pname)
	}
	if msg != "" {
		c.report(c.s.rowLine(line, row), fmt.Sprintf("grid %d: %s", k, msg))
	}
}

// puzzle returns puzzle k, to compare grid k with, or nil if there is
// none or the puzzle file is malformed.
func (c *checker) puzzle(k, line int) *puzzle {
	for c.np < k && !c.pend {
		c.nextPuzzle()
	}
	switch {
	case c.pbad || c.perr != nil:
		return nil
	case c.np < k:
		if !c.extra && c.np > 0 { // with none, endPuzzles says so
			c.extra = true
			c.report(line, fmt.Sprintf("grid %d has no puzzle: %s has %d", k, c.pname, c.np))
		}
		return nil
	}
	return &c.p
}

// nextPuzzle reads the next puzzle, or a fault of the puzzle file.
func (c *checker) nextPuzzle() {
	p, err := c.pr.next()
	if _, ok := err.(*lineError); ok {
		c.faults.add(err)
		c.pbad = true
		return
	}
	if err != nil {
		if err != io.EOF {
			c.perr = fmt.Errorf("%s: %v", c.pname, err)
		}
		c.pend = true
		return
	}
	c.np++
	c.p = p
}

// endPuzzles reads the puzzles left and checks that there were as many as
// grids.
func (c *checker) endPuzzles() error {
	for !c.pend {
		c.nextPuzzle()
	}
	switch {
	case c.perr != nil:
		return c.perr
	case c.pbad:
	case c.np == 0:
		c.faults.add(fmt.Errorf("%s: no puzzles", c.pname))
	case c.s.grids > 0 && c.s.grids < c.np:
		c.report(c.s.lines, fmt.Sprintf("the file ends after grid %d, but %s has %d puzzles", c.s.grids, c.pname, c.np))
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
		c.report(r.line, fmt.Sprintf("grid %d: same as grid %d (line %d)", r.k, r.of.k, r.of.line))
	}
	c.faults.n += found.n - len(found.first) // counted, not shown
	return nil
}

// A gridSeen is where a grid was first seen.
type gridSeen struct {
	key     gridKey
	k, line int
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
	s := newGridScanner(r, c.lineForm)
	s.report = func(int, string) {}
	s.found = func(k int, g *Grid, line int) {
		if g == nil {
			return
		}
		i, ok := slices.BinarySearch(part, maphash.Bytes(c.seed, g[:]))
		if !ok || !validGrid(g) {
			return
		}
		key := keyOf(g)
		first := firsts[i]
		switch {
		case first.k == 0:
			firsts[i] = gridSeen{key, k, line}
			return
		case first.key != key:
			if first, ok = others[key]; !ok {
				others[key] = gridSeen{key, k, line}
				return
			}
		}
		found.add(repeat{line, k, first})
	}
	return s.scan()
}

// A repeat is a grid equal to an earlier one.
type repeat struct {
	line, k int
	of      gridSeen
}

// A repeatList counts repeats and keeps the first few by line, as passes
// over the input may find them out of order.
type repeatList struct {
	first []repeat
	n     int
}

func (l *repeatList) add(r repeat) {
	l.n++
	if len(l.first) == maxFaults && r.line >= l.first[maxFaults-1].line {
		return
	}
	i, _ := slices.BinarySearchFunc(l.first, r.line, func(x repeat, line int) int { return cmp.Compare(x.line, line) })
	l.first = slices.Insert(l.first, i, r)
	l.first = l.first[:min(len(l.first), maxFaults)]
}

// summary is the line -check prints for a good file.
func (c *checker) summary() string {
	n := c.s.grids
	switch {
	case c.pr != nil && n == 1:
		return "ok: 1 puzzle solved"
	case c.pr != nil:
		return fmt.Sprintf("ok: %d puzzles solved", n)
	case n == 1 && c.first != 0:
		return fmt.Sprintf("ok: 1 valid grid starting with %d", c.first)
	case n == 1:
		return "ok: 1 valid grid"
	case c.first != 0:
		return fmt.Sprintf("ok: %d distinct valid grids starting with %d", n, c.first)
	}
	return fmt.Sprintf("ok: %d distinct valid grids", n)
}

// validGrid reports whether g is a solved grid. It relies on a unit of
// nine cells holding digits 0 to 9 having all of 1 to 9 only if it has
// each once. It is the hot loop of -check, so it goes band by band.
func validGrid(g *Grid) bool {
	var cols [9]uint16
	for band := 0; band < 81; band += 27 {
		var box0, box1, box2 uint16
		for r := band; r < band+27; r += 9 {
			var bits [9]uint16
			for c := range bits {
				bits[c] = 1 << g[r+c]
				cols[c] |= bits[c]
			}
			m0 := bits[0] | bits[1] | bits[2]
			m1 := bits[3] | bits[4] | bits[5]
			m2 := bits[6] | bits[7] | bits[8]
			if m0|m1|m2 != 0x3fe {
				return false
			}
			box0, box1, box2 = box0|m0, box1|m1, box2|m2
		}
		if box0&box1&box2 != 0x3fe {
			return false
		}
	}
	all := uint16(0x3fe)
	for _, m := range cols {
		all &= m
	}
	return all == 0x3fe
}

// gridFault returns the first fault of g as a solved grid, reading it row
// by row, and the row it is found in; msg is "" if g is valid.
func gridFault(g *Grid) (row int, msg string) {
	if validGrid(g) {
		return 0, ""
	}
	var rows, cols, boxes [9]uint16
	for i, d := range g {
		r, c, b := i/9, i%9, boxOf(i)
		bit := uint16(1) << d
		switch {
		case d == 0:
			return r, fmt.Sprintf("blank in row %d, column %d", r+1, c+1)
		case rows[r]&bit != 0:
			return r, fmt.Sprintf("row %d has digit %d twice", r+1, d)
		case cols[c]&bit != 0:
			return r, fmt.Sprintf("column %d has digit %d twice", c+1, d)
		case boxes[b]&bit != 0:
			return r, fmt.Sprintf("box %d has digit %d twice", b+1, d)
		}
		rows[r] |= bit
		cols[c] |= bit
		boxes[b] |= bit
	}
	return 0, ""
}

// givenFault returns the first given of puzzle k, p, that g does not keep,
// and its row; msg is "" if g keeps them all.
func givenFault(g *Grid, p *puzzle, k int, pname string) (row int, msg string) {
	for i, d := range p.grid {
		if d != 0 && g[i] != d {
			return i / 9, fmt.Sprintf("row %d, column %d is %d, but puzzle %d (%s:%d) gives %d",
				i/9+1, i%9+1, g[i], k, pname, p.line, d)
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

// A gridScanner reads a file of grids in one of the output forms strictly:
// it reports each departure from the exact layout the program writes, only
// the first of each line, and hands every grid to found.
type gridScanner struct {
	br       *bufio.Reader
	lineForm bool
	report   func(line int, msg string)
	// found is called for each grid with its number, counting from 1, and
	// the line of its first row; g is nil if the grid could not be read,
	// which has been reported.
	found func(k int, g *Grid, line int)

	lines int  // lines read
	endNL bool // the last line read ends in a newline
	grids int  // grids begun

	// The grid being read, in the grid form.
	rows  int  // rows read
	bad   bool // a row could not be read
	cur   Grid
	start int // the line of its first row

	gap     int // empty lines since the last grid, in the grid form
	gapLine int // the first of them
}

func newGridScanner(r io.Reader, lineForm bool) *gridScanner {
	return &gridScanner{br: bufio.NewReaderSize(r, 256<<10), lineForm: lineForm}
}

// rowLine returns the line of row r of a grid whose first row is on line.
func (s *gridScanner) rowLine(line, r int) int {
	if s.lineForm {
		return line
	}
	return line + r
}

// scan reads the whole input; an error is from reading it.
func (s *gridScanner) scan() error {
	for {
		if s.fast() {
			continue
		}
		text, err := s.readLine()
		switch {
		case err == io.EOF:
			s.end()
			return nil
		case err == errTooLong:
			s.line(nil, true)
		case err != nil:
			return err
		default:
			s.line(text, false)
		}
	}
}

// readLine returns the next line without its newline, or errTooLong if it
// does not fit the reader's buffer.
func (s *gridScanner) readLine() ([]byte, error) {
	text, newline, err := nextLine(s.br)
	if err != nil && err != errTooLong {
		return nil, err
	}
	s.lines++
	s.endNL = newline
	return text, err
}

// fast reads a grid and the empty line after it, or one line of the line
// form, at once if they are laid out exactly, as they almost always are;
// then nothing is reported. It reports whether it did.
func (s *gridScanner) fast() bool {
	if s.lineForm {
		b, _ := s.br.Peek(lineBytes)
		if len(b) < lineBytes || b[81] != '\n' || !solvedLine(b[:81], &s.cur) {
			return false
		}
		s.br.Discard(lineBytes)
		s.lines++
		s.endNL = true
		s.grids++
		s.found(s.grids, &s.cur, s.lines)
		return true
	}
	if s.rows != 0 || s.gap != min(s.grids, 1) {
		return false // a row here would be reported
	}
	b, err := s.br.Peek(gridBytes + 1)
	last := len(b) == gridBytes && err == io.EOF
	if !last && (len(b) < gridBytes+1 || b[gridBytes] != '\n') {
		return false
	}
	for r := range 9 {
		row := b[r*18 : r*18+18]
		if row[17] != '\n' || !solvedRow(row[:17], s.cur[r*9:r*9+9]) {
			return false
		}
	}
	s.br.Discard(len(b))
	s.grids++
	s.start = s.lines + 1
	s.lines += 9
	s.endNL = true
	s.gap = 0
	if !last {
		s.lines++
		s.gap, s.gapLine = 1, s.lines
	}
	s.found(s.grids, &s.cur, s.start)
	return true
}

// solvedRow reads a row of the grid form laid out exactly, nine digits 1 to
// 9 separated by single spaces, into cells, and reports whether it was.
func solvedRow(text []byte, cells []uint8) bool {
	if len(text) != 17 {
		return false
	}
	for c := range 9 {
		d := text[2*c] - '1'
		if d > 8 {
			return false
		}
		cells[c] = d + 1
	}
	for i := 1; i < 17; i += 2 {
		if text[i] != ' ' {
			return false
		}
	}
	return true
}

// solvedLine reads a grid of the line form laid out exactly, 81 digits 1
// to 9, into g, and reports whether it was.
func solvedLine(text []byte, g *Grid) bool {
	if len(text) != 81 {
		return false
	}
	for i, ch := range text {
		d := ch - '1'
		if d > 8 {
			return false
		}
		g[i] = d + 1
	}
	return true
}

// line handles one line read slowly, text without its newline; tooLong
// says the line did not fit the buffer and text is nil.
func (s *gridScanner) line(text []byte, tooLong bool) {
	fault := ""
	if tooLong {
		fault = "line is too long"
	} else if t, ok := bytes.CutSuffix(text, []byte("\r")); ok {
		text, fault = t, "line ends in CRLF, want LF"
	}
	if !tooLong && len(bytes.Trim(text, " \t")) == 0 {
		if fault == "" && len(text) > 0 {
			fault = "spaces on an empty line"
		}
		s.empty(fault)
		return
	}
	if !s.lineForm {
		s.row(text, fault)
		return
	}
	s.grids++
	msg, ok := parseLine(text, &s.cur)
	s.reportLine(fault, msg)
	g := &s.cur
	if !ok {
		g = nil
	}
	s.found(s.grids, g, s.lines)
}

// reportLine reports the first fault of the current line, if any.
func (s *gridScanner) reportLine(faults ...string) {
	for _, f := range faults {
		if f != "" {
			s.report(s.lines, f)
			return
		}
	}
}

// empty handles an empty line.
func (s *gridScanner) empty(fault string) {
	switch {
	case s.lineForm:
		s.reportLine(fault, "empty line")
		return
	case s.rows > 0:
		s.incomplete()
		s.gap, s.gapLine = 1, s.lines // it still separates grids
	default:
		s.gap++
		if s.gap == 1 {
			s.gapLine = s.lines
		}
	}
	s.reportLine(fault)
}

// incomplete ends a grid of the grid form cut short.
func (s *gridScanner) incomplete() {
	s.report(s.start, fmt.Sprintf("incomplete grid: %d of 9 rows", s.rows))
	s.rows = 0
	s.found(s.grids, nil, s.start)
}

// row handles a line of the grid form that is not empty.
func (s *gridScanner) row(text []byte, fault string) {
	if s.rows == 0 {
		switch {
		case s.grids == 0 && s.gap > 0:
			s.report(s.gapLine, "empty line before the first grid")
		case s.grids > 0 && s.gap == 0 && fault == "":
			fault = "no empty line between grids"
		case s.gap > 1:
			s.report(s.gapLine+1, "extra empty line between grids")
		}
		s.grids++
		s.start, s.bad, s.gap = s.lines, false, 0
	}
	msg, ok := parseRow(text, s.cur[s.rows*9:s.rows*9+9])
	s.reportLine(fault, msg)
	s.bad = s.bad || !ok
	s.rows++
	if s.rows == 9 {
		s.rows = 0
		g := &s.cur
		if s.bad {
			g = nil
		}
		s.found(s.grids, g, s.start)
	}
}

// end handles the end of the input.
func (s *gridScanner) end() {
	if !s.lineForm && s.rows > 0 {
		s.incomplete()
	}
	if !s.lineForm && s.grids > 0 && s.gap > 0 {
		s.report(s.gapLine, "empty line after the last grid")
	}
	if s.lines > 0 && !s.endNL {
		s.report(s.lines, "no newline at the end of the file")
	}
}

// parseRow reads a row of the grid form into cells, 0 for a blank, and
// returns its first departure from the exact layout and whether it could
// be read.
func parseRow(text []byte, cells []uint8) (fault string, ok bool) {
	if solvedRow(text, cells) {
		return "", true
	}
	n, bad := readCells(text, cells)
	switch {
	case bad != "":
		return bad, false
	case n == 81:
		return "row has 81 cells, want 9 (the line form? use -format line)", false
	case n != 9:
		return fmt.Sprintf("row has %d cells, want 9", n), false
	case bytes.IndexByte(text, '\t') >= 0:
		return fmt.Sprintf("tab in column %d", bytes.IndexByte(text, '\t')+1), true
	case text[0] == ' ':
		return "space at the start of the row", true
	case text[len(text)-1] == ' ':
		return "space at the end of the row", true
	case len(text) != 17 || bytes.Count(text, []byte(" ")) != 8 || bytes.Contains(text, []byte("  ")):
		// Nine cells in 17 bytes with eight single spaces, none at either
		// end, alternate: cell, space, cell…
		return "cells not separated by single spaces", true
	}
	return "", true // laid out exactly, with a blank
}

// parseLine reads a grid of the line form into g, 0 for a blank, and
// returns its first departure from the exact layout and whether it could
// be read.
func parseLine(text []byte, g *Grid) (fault string, ok bool) {
	if solvedLine(text, g) {
		return "", true
	}
	n, bad := readCells(text, g[:])
	switch {
	case bad != "":
		return bad, false
	case n == 9:
		return "line has 9 cells, want 81 (the grid form? leave out -format line)", false
	case n != 81:
		return fmt.Sprintf("line has %d cells, want 81", n), false
	}
	if i := bytes.IndexAny(text, " \t"); i >= 0 {
		return fmt.Sprintf("%s in column %d", map[byte]string{' ': "space", '\t': "tab"}[text[i]], i+1), true
	}
	return "", true // laid out exactly, with a blank
}
