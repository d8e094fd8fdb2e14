package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"iter"
	"unicode/utf8"
)

// A scanned is a grid of a file of grids: its number, counting from 1, the
// line of its first row, and the grid, nil if it could not be read.
type scanned struct {
	k, lineNo int
	g         *Grid
}

// A gridScanner reads a file of grids in one form, for -check. Strict, it
// reports each departure from the exact layout the program writes, only
// the first of each line; the line end, LF or CRLF, is the one the first
// line has. Loose, it reports only what keeps a grid from being read, and
// counts the lines it tolerates that are not laid out exactly.
type gridScanner struct {
	name  string
	br    *bufio.Reader
	form  form
	loose bool

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

	mixed     bool // a line end unlike the first line's has been found
	tolerated int  // lines not laid out exactly, with loose
	tol       bool // the current line is one of them
	gapTol    bool // so is the line gapLine

	yield   func(scanned, error) bool
	stopped bool // yield returned false
}

func newGridScanner(r io.Reader, name string, lineForm, loose bool) *gridScanner {
	return &gridScanner{name: name, br: bufio.NewReaderSize(r, 256<<10), form: lineOr(lineForm), loose: loose}
}

// all returns the grids of the input and its faults, in order, each fault
// a *lineError. Any other error is from reading and ends the sequence.
// Afterwards s.lines and s.grids count the lines and the grids.
func (s *gridScanner) all() iter.Seq2[scanned, error] {
	return func(yield func(scanned, error) bool) {
		s.yield = yield
		s.form.crlf = firstLineCRLF(s.br)
		for !s.stopped {
			s.endLine()
			if s.fast() {
				continue
			}
			text, err := s.readLine()
			switch {
			case err == io.EOF:
				s.end()
				return
			case err == errTooLong:
				s.slowLine(nil, true)
			case err != nil:
				yield(scanned{}, err)
				return
			default:
				s.slowLine(text, false)
			}
		}
	}
}

// firstLineCRLF reports whether the first line of br ends in CRLF.
func firstLineCRLF(br *bufio.Reader) bool {
	for n := 64; ; n = min(2*n, br.Size()) {
		b, err := br.Peek(n)
		if i := bytes.IndexByte(b, '\n'); i >= 0 {
			return i > 0 && b[i-1] == '\r'
		}
		if err != nil || n == br.Size() {
			return false
		}
	}
}

// layout reports a departure from the exact layout at line lineNo, or
// with loose tolerates it on the current line.
func (s *gridScanner) layout(lineNo int, msg string) {
	if s.loose {
		s.tol = true
		return
	}
	s.report(lineNo, msg)
}

// endLine counts the line read last if it was tolerated.
func (s *gridScanner) endLine() {
	if s.tol {
		s.tolerated++
	}
	if s.lines == s.gapLine {
		s.gapTol = s.tol
	}
	s.tol = false
}

// report yields a fault at line lineNo.
func (s *gridScanner) report(lineNo int, msg string) {
	if !s.stopped && !s.yield(scanned{}, &lineError{s.name, lineNo, msg}) {
		s.stopped = true
	}
}

// found yields grid k, whose first row is on line lineNo; g is nil if it
// could not be read, which has been reported.
func (s *gridScanner) found(k int, g *Grid, lineNo int) {
	if !s.stopped && !s.yield(scanned{k, lineNo, g}, nil) {
		s.stopped = true
	}
}

// rowLine returns the line of row r of a grid whose first row is on line
// lineNo.
func (s *gridScanner) rowLine(lineNo, r int) int {
	if s.form.lineForm() {
		return lineNo
	}
	return lineNo + r
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

// fast reads a grid and the separator after it at once if they are laid
// out exactly, as they almost always are; then nothing is reported. It
// reports whether it did.
func (s *gridScanner) fast() bool {
	size, text, eol := s.form.size(), s.form.text(), s.form.eol()
	if s.form.lineForm() {
		b, _ := s.br.Peek(size)
		if len(b) < size || string(b[81:]) != eol || !solvedLine(b[:81], &s.cur) {
			return false
		}
		s.br.Discard(size)
		s.lines++
		s.endNL = true
		s.grids++
		s.found(s.grids, &s.cur, s.lines)
		return true
	}
	if s.rows != 0 || s.gap != min(s.grids, 1) {
		return false // a row here would be reported
	}
	b, err := s.br.Peek(size)
	last := len(b) == text && err == io.EOF
	if !last && (len(b) < size || string(b[text:]) != eol) {
		return false
	}
	row := s.form.row()
	for r := range 9 {
		line := b[r*row : r*row+row]
		if string(line[17:]) != eol || !solvedRow(line[:17], s.cur[r*9:r*9+9]) {
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
		s.gap, s.gapLine, s.gapTol = 1, s.lines, false
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

// slowLine handles one line read slowly, text without its newline;
// tooLong says the line did not fit the buffer and text is nil.
func (s *gridScanner) slowLine(text []byte, tooLong bool) {
	fault := "" // of the layout
	if tooLong {
		s.unreadable("line is too long")
		return
	}
	text, fault = s.lineEnd(text)
	if s.loose {
		var changed bool
		text, changed = looseText(text, s.lines == 1)
		s.tol = s.tol || changed
	}
	if len(bytes.Trim(text, " \t")) == 0 {
		if fault == "" && len(text) > 0 {
			fault = "spaces on an empty line"
		}
		s.empty(fault)
		return
	}
	if !s.form.lineForm() {
		s.row(text, fault)
		return
	}
	s.grids++
	msg, ok := parseLine(text, &s.cur)
	s.lineFaults(fault, msg, ok)
	g := &s.cur
	if !ok {
		g = nil
	}
	s.found(s.grids, g, s.lines)
}

// lineEnd takes the CR of a CRLF line end off text and returns the fault
// of the line end: one unlike the first line's, reported for the first
// such line only.
func (s *gridScanner) lineEnd(text []byte) ([]byte, string) {
	text, cr := bytes.CutSuffix(text, []byte("\r"))
	switch {
	case cr == s.form.crlf || !s.endNL:
		return text, "" // the last line may have no line end at all
	case s.loose:
		return text, "a line end unlike the first line's"
	case s.mixed:
		return text, ""
	}
	s.mixed = true
	if cr {
		return text, "line ends in CRLF, but line 1 in LF"
	}
	return text, "line ends in LF, but line 1 in CRLF"
}

// looseText returns text with a byte order mark at the start of the first
// line, and Unicode spaces, made spaces, and whether there were any.
func looseText(text []byte, first bool) ([]byte, bool) {
	changed := false
	if first {
		text, changed = bytes.CutPrefix(text, []byte("\ufeff"))
	}
	if bytes.IndexByte(text, 0xc2) < 0 && bytes.IndexByte(text, 0xe3) < 0 {
		return text, changed // no U+00A0 or U+3000, the common case
	}
	for _, space := range []string{"\u00a0", "\u3000"} {
		if bytes.Contains(text, []byte(space)) {
			text = bytes.ReplaceAll(text, []byte(space), []byte(" "))
			changed = true
		}
	}
	return text, changed
}

// lineFaults reports the faults of the current line: layout, a fault of
// the layout, and msg, one of the layout if ok, or else one that kept the
// line from being read. Only the first is reported; with loose, a line
// that could be read is tolerated.
func (s *gridScanner) lineFaults(layout, msg string, ok bool) {
	switch {
	case !ok && (layout == "" || s.loose):
		s.report(s.lines, msg)
	case layout != "":
		s.layout(s.lines, layout)
	case msg != "":
		s.layout(s.lines, msg)
	}
}

// unreadable handles a line that could not be read at all, for the reason
// msg, as a row or as a grid of the line form.
func (s *gridScanner) unreadable(msg string) {
	if s.form.lineForm() {
		s.grids++
		s.report(s.lines, msg)
		s.found(s.grids, nil, s.lines)
		return
	}
	s.startGrid()
	s.report(s.lines, msg)
	s.bad = true
	s.addRow()
}

// empty handles an empty line, whose layout fault is fault.
func (s *gridScanner) empty(fault string) {
	switch {
	case s.form.lineForm():
		if fault == "" {
			fault = "empty line"
		}
		s.layout(s.lines, fault)
		return
	case s.rows > 0:
		s.incomplete()
		s.gap, s.gapLine = 1, s.lines // it still separates grids
	default:
		s.gap++
		if s.gap == 1 {
			s.gapLine = s.lines
		}
		if s.loose && (s.grids == 0 || s.gap > 1) {
			s.tol = true // before the first grid, or one too many
		}
	}
	if fault != "" {
		s.layout(s.lines, fault)
	}
}

// incomplete ends a grid of the grid form cut short.
func (s *gridScanner) incomplete() {
	s.report(s.start, fmt.Sprintf("incomplete grid: %d of 9 rows", s.rows))
	s.rows = 0
	s.found(s.grids, nil, s.start)
}

// startGrid starts a grid of the grid form at the current line, unless
// one is begun, and returns the layout fault of its place: the empty lines
// before it, which are reported if they are not on this line.
func (s *gridScanner) startGrid() string {
	if s.rows > 0 {
		return ""
	}
	fault := ""
	switch {
	case s.grids == 0 && s.gap > 0:
		if !s.loose {
			s.report(s.gapLine, "empty line before the first grid")
		}
	case s.grids > 0 && s.gap == 0:
		fault = "no empty line between grids"
	case s.gap > 1:
		if !s.loose {
			s.report(s.gapLine+1, "extra empty line between grids")
		}
	}
	s.grids++
	s.start, s.bad, s.gap = s.lines, false, 0
	return fault
}

// addRow counts a row read into the grid, which ends with the ninth.
func (s *gridScanner) addRow() {
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

// row handles a line of the grid form that is not empty, with the layout
// fault of its line end.
func (s *gridScanner) row(text []byte, fault string) {
	if f := s.startGrid(); fault == "" {
		fault = f
	}
	msg, ok := parseRow(text, s.cur[s.rows*9:s.rows*9+9])
	s.lineFaults(fault, msg, ok)
	s.bad = s.bad || !ok
	s.addRow()
}

// end handles the end of the input.
func (s *gridScanner) end() {
	if !s.form.lineForm() && s.rows > 0 {
		s.incomplete()
	}
	trailing := !s.form.lineForm() && s.grids > 0 && s.gap > 0
	if !s.loose {
		if trailing {
			s.report(s.gapLine, "empty line after the last grid")
		}
		if s.lines > 0 && !s.endNL {
			s.report(s.lines, "no newline at the end of the file")
		}
		return
	}
	s.tol = s.tol || s.lines > 0 && !s.endNL
	s.endLine()
	if trailing && !s.gapTol {
		s.tolerated++ // the first empty line after the last grid
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

// readCells reads the cells of a line into cells, as many as fit: digits,
// 0 or . for a blank, separated by spaces or tabs. It returns how many
// there are, counting bad characters, and the first bad character.
func readCells(text []byte, cells []uint8) (n int, bad string) {
	for i := 0; i < len(text); {
		c, size := text[i], 1
		switch v := cellValue[c]; {
		case c == ' ' || c == '\t':
			i++
			continue
		case v >= 0:
			if n < len(cells) {
				cells[n] = uint8(v)
			}
		case bad == "":
			var r rune
			r, size = utf8.DecodeRune(text[i:])
			q := fmt.Sprintf("%q", r)
			if r == utf8.RuneError && size == 1 {
				q = fmt.Sprintf("'\\x%02x'", c) // not UTF-8: show the byte
			}
			bad = fmt.Sprintf("bad character %s in column %d", q, i+1)
		default:
			_, size = utf8.DecodeRune(text[i:])
		}
		i += size
		n++
	}
	return n, bad
}
