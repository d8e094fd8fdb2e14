package check

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"iter"
	"unicode/utf8"

	"sudoku/internal/board"
	"sudoku/internal/decode"
	"sudoku/internal/fault"
	"sudoku/internal/output"
	"sudoku/internal/read"
)

// A scanned is a grid of a file of grids: its number, counting from 1, the
// line of its first row, and the grid, nil if it could not be read. Or it
// is a run of grids laid out exactly, one after the other, each with its
// separator: their text, with the number and line of the first.
type scanned struct {
	k, lineNo int
	g         *board.Grid
	run       []byte
}

// A gridScanner reads a file of grids in one form, for -check. Strict, it
// reports each departure from the exact layout the program writes, only
// the first of each line; the line end, LF or CRLF, is the one the first
// line has. Loose, it reports only what keeps a grid from being read, and
// counts the lines it tolerates that are not laid out exactly.
type gridScanner struct {
	name  string
	in    *window
	form  output.Form
	exact *exactLayout // of the form, once the line end is known
	loose bool
	runs  bool // yield grids laid out exactly in runs
	lines int  // lines read
	endNL bool // the last line read ends in a newline
	grids int  // grids begun

	// The grid being read, in the grid form.
	rows  int  // rows read
	bad   bool // a row could not be read
	cur   board.Grid
	start int // the line of its first row

	gap     int // empty lines since the last grid, in the grid form
	gapLine int // the first of them

	utf16     bool // the input is UTF-16: strict, its one fault; loose, decoded
	mixed     bool // a line end unlike the first line's has been found
	tolerated int  // lines not laid out exactly, with loose
	tol       bool // the current line is one of them
	gapTol    bool // so is the line gapLine

	yield   func(scanned, error) bool
	stopped bool // yield returned false
}

// newGridScanner returns a scanner of the grids of r, named name in
// messages, that reads into buf, of scanBuffer bytes.
func newGridScanner(r io.Reader, buf []byte, name string, lineForm, loose bool) *gridScanner {
	return &gridScanner{name: name, in: newWindow(r, buf), form: output.LineOr(lineForm), loose: loose}
}

// all returns the grids of the input and its faults, in order, each fault
// a *fault.Line. Any other error is from reading and ends the sequence.
// Afterwards s.lines and s.grids count the lines and the grids.
func (s *gridScanner) all() iter.Seq2[scanned, error] {
	return func(yield func(scanned, error) bool) {
		s.yield = yield
		if !s.encoding() {
			return
		}
		s.form.CRLF = firstLineCRLF(s.in)
		s.exact = newExactLayout(s.form)
		for !s.stopped {
			s.endLine()
			if s.run() || s.fast() {
				continue
			}
			text, err := s.readLine()
			switch {
			case err == io.EOF:
				s.end()
				return
			case err == errLineTooLong:
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

// encoding handles an input in UTF-16, as Windows PowerShell 5 writes a
// program's output redirected to a file: strict, that is its one fault,
// and nothing more is read; loose, it is decoded, and every line counts as
// tolerated. It reports whether to read on. UTF-16 is known as -s knows it.
func (s *gridScanner) encoding() bool {
	ok, bigEndian, mark := decode.UTF16Head(s.in.peek(2))
	if !ok {
		return true
	}
	s.utf16 = true
	if s.loose {
		s.in.decodeUTF16(mark, bigEndian)
		return true
	}
	what := "UTF-16"
	switch {
	case bigEndian:
		what += ", big-endian"
	case mark > 0:
		what += " (as Windows PowerShell 5 writes with >)"
	}
	s.report(1, "the file is "+what+", not ASCII text; -loose checks its grids")
	return false
}

// firstLineCRLF reports whether the first line of w ends in CRLF.
func firstLineCRLF(w *window) bool {
	for n := 64; ; n = min(2*n, len(w.buf)) {
		b := w.peek(n)
		if i := bytes.IndexByte(b, '\n'); i >= 0 {
			return i > 0 && b[i-1] == '\r'
		}
		if len(b) < n || n == len(w.buf) {
			return false
		}
	}
}

// Layout reports a departure from the exact layout at line lineNo, or
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
	if !s.stopped && !s.yield(scanned{}, fault.At(s.name, lineNo, msg)) {
		s.stopped = true
	}
}

// found yields grid k, whose first row is on line lineNo; g is nil if it
// could not be read, which has been reported.
func (s *gridScanner) found(k int, g *board.Grid, lineNo int) {
	if !s.stopped && !s.yield(scanned{k: k, lineNo: lineNo, g: g}, nil) {
		s.stopped = true
	}
}

// rowLine returns the line of row r of a grid whose first row is on line
// lineNo.
func (s *gridScanner) rowLine(lineNo, r int) int {
	if s.form.IsLine() {
		return lineNo
	}
	return lineNo + r
}

// readLine returns the next line without its newline, or errLineTooLong if it
// does not fit the reader's buffer.
func (s *gridScanner) readLine() ([]byte, error) {
	text, newline, err := s.in.readLine()
	if err != nil && err != errLineTooLong {
		return nil, err
	}
	s.lines++
	s.endNL = newline
	return text, err
}

// run takes the grids laid out exactly, each with its separator, that
// follow in the buffer, and yields them as a run, if it may: with runs, at
// the start of a grid where a grid laid out exactly would not be reported.
// It reports whether it did. Then nothing is reported.
func (s *gridScanner) run() bool {
	size := s.form.Size()
	if !s.runs || !s.form.IsLine() && (s.rows != 0 || s.gap != min(s.grids, 1)) {
		return false
	}
	if len(s.in.buffered()) < size {
		s.in.fill(len(s.in.buf)) // as much as the buffer holds, for a long run
	}
	b := s.in.buffered()
	n := 0
	for len(b) >= (n+1)*size && s.exact.grid(b[n*size:(n+1)*size], true) {
		n++
	}
	if n == 0 {
		return false
	}
	s.in.discard(n * size)
	k, lineNo := s.grids+1, s.lines+1
	s.took(n, true)
	if !s.stopped && !s.yield(scanned{k: k, lineNo: lineNo, run: b[:n*size]}, nil) {
		s.stopped = true
	}
	return true
}

// fast reads a grid and the separator after it at once if they are laid
// out exactly, as they almost always are, where a grid laid out exactly
// would not be reported; then nothing is reported. It reports whether it
// did.
func (s *gridScanner) fast() bool {
	size, text := s.form.Size(), s.form.Text()
	if !s.form.IsLine() && (s.rows != 0 || s.gap != min(s.grids, 1)) {
		return false // a row here would be reported
	}
	b := s.in.peek(size)
	last := len(b) == text && text < size && s.in.err == io.EOF // no separator after the last grid
	if len(b) < size && !last || !s.exact.grid(b, !last) {
		return false
	}
	s.exact.decode(b, &s.cur)
	s.in.discard(len(b))
	s.took(1, !last)
	s.found(s.grids, &s.cur, s.start)
	return true
}

// runLines returns the lines a grid of a run takes, with its separator.
func (s *gridScanner) runLines() int {
	if s.form.IsLine() {
		return 1
	}
	return 10
}

// took counts n grids laid out exactly, each followed by its separator
// unless sep is false.
func (s *gridScanner) took(n int, sep bool) {
	s.grids += n
	s.endNL = true
	if s.form.IsLine() {
		s.lines += n
		s.start = s.lines
		return
	}
	s.start = s.lines + s.runLines()*(n-1) + 1 // the last grid's first row
	s.lines = s.start + 8
	s.gap = 0
	if sep {
		s.lines++
		s.gap, s.gapLine, s.gapTol = 1, s.lines, false
	}
}

// An exactLayout is the layout of a grid laid out exactly in a form, with
// its separator, for checking eight bytes at a time. Subtracting sub from
// eight bytes of the text takes each byte that is as wanted to 0, and a
// digit 1–9 to 0–8; adding add then sets the top bit of each that went
// past that. As long as the bytes are as wanted no borrow or carry crosses
// a byte, so the lowest byte that is not always shows.
type exactLayout struct {
	line int // a line's size: a row's, or a grid's in the line form
	text int // a grid's size, and with its separator
	size int

	// The sub and add of the first eight bytes of a line, also those of
	// the next eight in the grid form, of its last eight, and of the last
	// eight of a grid and its separator.
	head, tail, end [2]uint64

	stride, step int // from a row's first digit to the next row's, and from a digit to the next
}

func newExactLayout(f output.Form) *exactLayout {
	var g board.Grid
	for i := range g {
		g[i] = 1
	}
	t := append(f.AppendGrid(nil, &g), f.Sep()...) // with 1 for each digit
	l := &exactLayout{line: f.Row(), text: f.Text(), size: f.Size(), stride: f.Row(), step: 2}
	if f.IsLine() {
		l.line, l.stride, l.step = f.Text(), 9, 1
	}
	l.head = swarWord(t)
	l.tail = swarWord(t[l.line-8:])
	l.end = swarWord(t[len(t)-8:])
	return l
}

// swarWord returns the sub and add of the eight bytes of t, 1 standing for
// a digit.
func swarWord(t []byte) (w [2]uint64) {
	for i, c := range t[:8] {
		add := uint64(0x7f) // c itself
		if c == '1' {
			add = 0x77 // up to 8 more
		}
		w[0] |= uint64(c) << (8 * i)
		w[1] |= add << (8 * i)
	}
	return w
}

// swarBad returns a word whose bytes have their top bit set where the
// bytes of w, eight, are not as sub and add want (or, past the first
// such, may be).
func swarBad(w []byte, sub, add uint64) uint64 {
	v := binary.LittleEndian.Uint64(w) - sub
	return v | (v + add)
}

// grid reports whether t, of l.size bytes, or l.text without sep, is a
// grid laid out exactly, followed by its separator if sep is set. Each
// size of row has a loop of its own, its first two words and its last at
// constant places, which the compiler makes some twice as fast as one.
func (l *exactLayout) grid(t []byte, sep bool) bool {
	hs, ha, ts, ta := l.head[0], l.head[1], l.tail[0], l.tail[1]
	var bad uint64
	switch l.line {
	case 18: // the grid form with LF line ends
		g := (*[9 * 18]byte)(t)
		for o := 0; o < len(g); o += 18 {
			bad |= swarBad(g[o:o+8], hs, ha) | swarBad(g[o+8:o+16], hs, ha) | swarBad(g[o+10:o+18], ts, ta)
		}
	case 19: // with CRLF
		g := (*[9 * 19]byte)(t)
		for o := 0; o < len(g); o += 19 {
			bad |= swarBad(g[o:o+8], hs, ha) | swarBad(g[o+8:o+16], hs, ha) | swarBad(g[o+11:o+19], ts, ta)
		}
	default: // the line form: words of digits, then the last word
		g := (*[80]byte)(t)
		for o := 0; o < len(g); o += 8 {
			bad |= swarBad(g[o:o+8], hs, ha)
		}
		bad |= swarBad(t[l.line-8:l.line], ts, ta)
	}
	if sep && l.size > l.text {
		bad |= swarBad(t[l.size-8:l.size], l.end[0], l.end[1])
	}
	return bad&0x8080808080808080 == 0
}

// decode reads the digits of t, a grid laid out exactly, into g.
func (l *exactLayout) decode(t []byte, g *board.Grid) {
	for i := range g {
		g[i] = t[i/9*l.stride+i%9*l.step] - '0'
	}
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
func solvedLine(text []byte, g *board.Grid) bool {
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
	if s.loose && !s.endNL {
		s.tol = true // the last line, with no newline, which end reports strictly
	}
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
	if !s.form.IsLine() {
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
	case cr == s.form.CRLF || !s.endNL:
		return text, "" // the last line may have no line end at all
	case s.loose:
		s.mixed = true
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
	if s.form.IsLine() {
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
	case s.form.IsLine():
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
	if !s.form.IsLine() && s.rows > 0 {
		s.incomplete()
	}
	trailing := !s.form.IsLine() && s.grids > 0 && s.gap > 0
	if !s.loose {
		if trailing {
			s.report(s.gapLine, "empty line after the last grid")
		}
		if s.lines > 0 && !s.endNL {
			s.report(s.lines, "no newline at the end of the file")
		}
		return
	}
	if trailing && !s.gapTol {
		s.tolerated++ // the first empty line after the last grid
	}
	if s.utf16 {
		s.tolerated = s.lines // every one, in UTF-16
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
func parseLine(text []byte, g *board.Grid) (fault string, ok bool) {
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
		switch v := read.CellValue[c]; {
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
