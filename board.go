package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/bits"
	"unicode/utf8"
)

// A Grid holds a sudoku in row-major order: 0 for a blank, 1–9 for a digit.
type Grid [81]uint8

// gridBytes is the size of one grid in the grid form, rows and final newline
// included; grids are separated by one more newline.
const gridBytes = 9 * 18

// lineBytes is the size of one grid in the line form, newline included.
const lineBytes = 82

// appendGrid appends g in the grid form: nine rows of nine digits separated by
// single spaces, each row ending in a newline.
func appendGrid(dst []byte, g *Grid) []byte {
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			dst = append(dst, '0'+g[r*9+c], ' ')
		}
		dst[len(dst)-1] = '\n'
	}
	return dst
}

// appendLine appends g in the line form: 81 digits and a newline.
func appendLine(dst []byte, g *Grid) []byte {
	for _, d := range g {
		dst = append(dst, '0'+d)
	}
	return append(dst, '\n')
}

// A gridWriter writes grids in one of the two output forms, putting the empty
// line of the grid form between grids and never after the last.
type gridWriter struct {
	w    io.Writer
	line bool // the line form
	n    int  // grids written
	buf  []byte
}

// format appends g in the writer's form as grid number k of the output,
// counting from 0. It may be called from several goroutines at once.
func (gw *gridWriter) format(dst []byte, g *Grid, k int) []byte {
	if gw.line {
		return appendLine(dst, g)
	}
	if k > 0 {
		dst = append(dst, '\n')
	}
	return appendGrid(dst, g)
}

func (gw *gridWriter) write(g *Grid) error {
	gw.buf = gw.format(gw.buf[:0], g, gw.n)
	return gw.writeFormatted(gw.buf, 1)
}

// writeFormatted writes the next n grids, formatted by format.
func (gw *gridWriter) writeFormatted(b []byte, n int) error {
	gw.n += n
	_, err := gw.w.Write(b)
	return err
}

// A lineError is a fault in an input file, reported as FILE:LINE: msg.
type lineError struct {
	name string
	line int
	msg  string
}

func (e *lineError) Error() string {
	return fmt.Sprintf("%s:%d: %s", e.name, e.line, e.msg)
}

// maxFaults is how many faults of one kind are reported one by one.
const maxFaults = 10

// A faultList collects the faults of one kind found in an input file,
// keeping the first few.
type faultList struct {
	name string
	what string // the kind of fault, plural
	list []error
	n    int
}

func (f *faultList) add(err error) {
	if len(f.list) < maxFaults {
		f.list = append(f.list, err)
	}
	f.n++
}

// err returns the faults kept, one a line, and a count if some were not.
func (f *faultList) err() error {
	if f.n == 0 {
		return nil
	}
	errs := f.list
	if f.n > len(errs) {
		errs = append(errs, fmt.Errorf("%s: %d %s in all", f.name, f.n, f.what))
	}
	return errors.Join(errs...)
}

// A puzzle is one puzzle read from an input file, with the line it starts on.
type puzzle struct {
	grid Grid
	line int
}

// maxLine is the longest input line accepted; a puzzle line is at most a few
// hundred bytes even with generous spacing.
const maxLine = 4096

var errTooLong = errors.New("line too long")

// A puzzleReader reads puzzles in either input form, detected line by line:
// a line of 81 cells is a whole puzzle, a line of 9 cells is one row of a
// puzzle in the grid form, and nine rows make a puzzle. Blank cells are 0 or
// '.', cells may be separated by spaces or tabs, lines starting with '#' are
// comments, and CRLF line ends, a UTF-8 BOM and empty lines are tolerated.
type puzzleReader struct {
	name string
	br   *bufio.Reader
	line int // lines read

	// The puzzle in the grid form being read.
	rows     int
	bad      bool // a row of it was malformed and reported
	cur      Grid
	rowLines [9]int

	// Results of the last line read, not yet returned by next: a line can
	// end an incomplete puzzle and be a puzzle itself.
	queue [2]result
	nq    int
}

type result struct {
	p   puzzle
	err error
}

func newPuzzleReader(r io.Reader, name string) *puzzleReader {
	return &puzzleReader{name: name, br: bufio.NewReaderSize(countingReader{r}, 64<<10)}
}

// next returns the next puzzle, io.EOF at the end of the input, or a
// *lineError for malformed input, after which reading may go on. Any other
// error is from reading and final.
func (pr *puzzleReader) next() (puzzle, error) {
	for pr.nq == 0 {
		if err := pr.step(); err != nil {
			return puzzle{}, err
		}
	}
	r := pr.queue[0]
	pr.queue[0] = pr.queue[1]
	pr.nq--
	return r.p, r.err
}

func (pr *puzzleReader) emit(p puzzle, err error) {
	pr.queue[pr.nq] = result{p, err}
	pr.nq++
}

func (pr *puzzleReader) errorf(line int, format string, args ...any) error {
	return &lineError{pr.name, line, fmt.Sprintf(format, args...)}
}

// step reads one line and queues what it completes.
func (pr *puzzleReader) step() error {
	text, err := pr.readLine()
	if err == io.EOF && pr.rows > 0 {
		pr.endGrid()
		return nil
	}
	if err != nil && err != errTooLong {
		return err
	}
	if err == errTooLong || len(text) > maxLine {
		pr.emit(puzzle{}, pr.errorf(pr.line, "line is too long (over %d bytes)", maxLine))
		return nil
	}
	start := 0
	for start < len(text) && isSpace(text[start]) {
		start++
	}
	if start == len(text) {
		pr.endGrid()
		return nil
	}
	if text[start] == '#' {
		return nil
	}
	var cells Grid
	n, err := pr.parseCells(text, &cells)
	// A line is a whole puzzle or a row by its length, even when malformed,
	// so that one bad row does not throw the rows after it out of step.
	if n >= 45 {
		pr.endGrid()
		if err == nil && n != 81 {
			err = pr.errorf(pr.line, "line has %d cells, want 81", n)
		}
		if err == nil {
			err = pr.checkGivens(&cells, nil)
		}
		pr.emit(puzzle{cells, pr.line}, err)
		return nil
	}
	if err == nil && n != 9 {
		err = pr.errorf(pr.line, "row has %d cells, want 9", n)
	}
	if err != nil {
		pr.emit(puzzle{}, err)
		pr.bad = true
	}
	copy(pr.cur[pr.rows*9:pr.rows*9+9], cells[:9])
	pr.rowLines[pr.rows] = pr.line
	pr.rows++
	if pr.rows == 9 {
		p, bad := puzzle{pr.cur, pr.rowLines[0]}, pr.bad
		pr.rows, pr.bad = 0, false
		if !bad {
			pr.emit(p, pr.checkGivens(&p.grid, &pr.rowLines))
		}
	}
	return nil
}

// endGrid ends the puzzle in the grid form being read, which is incomplete
// if it has begun; a puzzle with a row already reported is not reported again.
func (pr *puzzleReader) endGrid() {
	if pr.rows > 0 && !pr.bad {
		pr.emit(puzzle{}, pr.errorf(pr.rowLines[0], "incomplete puzzle: %d of 9 rows", pr.rows))
	}
	pr.rows, pr.bad = 0, false
}

// nextLine reads the next line from br without its newline and reports
// whether it ended in one. A line longer than br's buffer is skipped and
// gives errTooLong; the end of the input gives io.EOF.
func nextLine(br *bufio.Reader) (text []byte, newline bool, err error) {
	text, err = br.ReadSlice('\n')
	long := err == bufio.ErrBufferFull
	for err == bufio.ErrBufferFull {
		_, err = br.ReadSlice('\n')
	}
	switch {
	case err == nil:
		newline = true
	case err == io.EOF && (len(text) > 0 || long): // a last line without one
	default:
		return nil, false, err
	}
	if long {
		return nil, newline, errTooLong
	}
	return bytes.TrimSuffix(text, []byte("\n")), newline, nil
}

// readLine returns the next line without its line end and trailing white
// space, or errTooLong if it is longer than the reader's buffer.
func (pr *puzzleReader) readLine() ([]byte, error) {
	text, _, err := nextLine(pr.br)
	if err != nil && err != errTooLong {
		return nil, err
	}
	pr.line++
	if err != nil {
		return nil, err
	}
	if pr.line == 1 {
		text = bytes.TrimPrefix(text, []byte("\xef\xbb\xbf"))
	}
	for len(text) > 0 && isSpace(text[len(text)-1]) {
		text = text[:len(text)-1]
	}
	return text, nil
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// cellValue maps the characters of a cell to its digit, 0 for a blank,
// and every other byte to -1.
var cellValue = func() (v [256]int8) {
	for c := range v {
		v[c] = -1
	}
	for d := range 10 {
		v['0'+d] = int8(d)
	}
	v['.'] = 0
	return v
}()

// parseCells reads the cells of one line into g and returns how many there
// are, counting malformed ones, and the first fault.
func (pr *puzzleReader) parseCells(text []byte, g *Grid) (int, error) {
	// The exact forms, nearly all input, go the short way.
	if len(text) == 17 && exactRow(text, g) {
		return 9, nil
	}
	if len(text) == 81 && exactLine(text, g) {
		return 81, nil
	}
	n, bad := readCells(text, g[:])
	if bad != "" {
		return n, pr.errorf(pr.line, "%s", bad)
	}
	return n, nil
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

// exactRow reads a row of nine cells separated by single spaces.
func exactRow(text []byte, g *Grid) bool {
	text = text[:17]
	cells, spaces := int8(0), byte(0)
	for k := range 9 {
		v := cellValue[text[2*k]]
		cells |= v
		g[k] = uint8(v)
	}
	for k := 1; k < 17; k += 2 {
		spaces |= text[k] ^ ' '
	}
	return cells >= 0 && spaces == 0
}

// exactLine reads a line of 81 cells.
func exactLine(text []byte, g *Grid) bool {
	text = text[:81]
	cells := int8(0)
	for k := range 81 {
		v := cellValue[text[k]]
		cells |= v
		g[k] = uint8(v)
	}
	return cells >= 0
}

// units gives for each cell its row, column and box.
var units = func() (u [81][3]uint8) {
	for i := range u {
		u[i] = [3]uint8{uint8(i / 9), uint8(i % 9), uint8(boxOf(i))}
	}
	return u
}()

// checkGivens reports a digit given twice in a row, column or box. rowLines
// holds the line of each row in the grid form, or is nil for the line form.
func (pr *puzzleReader) checkGivens(g *Grid, rowLines *[9]int) error {
	// Every unit holds each of its givens once exactly when the units
	// together hold three digits for each given. Blanks go in bit 0.
	var rows, cols, boxes [16]uint16
	givens := 0
	for i, d := range g {
		bit := uint16(1) << (d & 15)
		u := &units[i]
		rows[u[0]&15] |= bit
		cols[u[1]&15] |= bit
		boxes[u[2]&15] |= bit
		givens += int(d+15) >> 4 // 1 unless d is 0
	}
	held := 0
	for k := range 9 {
		held += bits.OnesCount16(rows[k]&^1) + bits.OnesCount16(cols[k]&^1) + bits.OnesCount16(boxes[k]&^1)
	}
	if held == 3*givens {
		return nil
	}
	// Find the first repeat for the message.
	var had [3][9]uint16
	for i, d := range g {
		if d == 0 {
			continue
		}
		bit := uint16(1) << d
		for k, unit := range units[i] {
			if had[k][unit]&bit == 0 {
				had[k][unit] |= bit
				continue
			}
			line := pr.line
			if rowLines != nil {
				line = rowLines[i/9]
			}
			return pr.errorf(line, "%s %d has digit %d twice", [3]string{"row", "column", "box"}[k], unit+1, d)
		}
	}
	return nil
}
