package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"iter"
)

// A scanned is a grid of a file of grids: its number, counting from 1, the
// line of its first row, and the grid, nil if it could not be read.
type scanned struct {
	k, lineNo int
	g         *Grid
}

// A gridScanner reads a file of grids in one form strictly, for -check: it
// reports each departure from the exact layout the program writes, only
// the first of each line.
type gridScanner struct {
	name string
	br   *bufio.Reader
	form form

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

	yield   func(scanned, error) bool
	stopped bool // yield returned false
}

func newGridScanner(r io.Reader, name string, f form) *gridScanner {
	return &gridScanner{name: name, br: bufio.NewReaderSize(r, 256<<10), form: f}
}

// all returns the grids of the input and its faults, in order, each fault
// a *lineError. Any other error is from reading and ends the sequence.
// Afterwards s.lines and s.grids count the lines and the grids.
func (s *gridScanner) all() iter.Seq2[scanned, error] {
	return func(yield func(scanned, error) bool) {
		s.yield = yield
		for !s.stopped {
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
	if s.form.lineForm {
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
	size := s.form.size()
	if s.form.lineForm {
		b, _ := s.br.Peek(size)
		if len(b) < size || b[81] != '\n' || !solvedLine(b[:81], &s.cur) {
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
	text := s.form.text()
	b, err := s.br.Peek(size)
	last := len(b) == text && err == io.EOF
	if !last && (len(b) < size || b[text] != '\n') {
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

// slowLine handles one line read slowly, text without its newline; tooLong
// says the line did not fit the buffer and text is nil.
func (s *gridScanner) slowLine(text []byte, tooLong bool) {
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
	if !s.form.lineForm {
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
	case s.form.lineForm:
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
	if !s.form.lineForm && s.rows > 0 {
		s.incomplete()
	}
	if !s.form.lineForm && s.grids > 0 && s.gap > 0 {
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
