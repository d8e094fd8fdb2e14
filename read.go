package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"iter"
	"unicode/utf8"
)

// A puzzle is one puzzle read from an input file, with the line it starts on.
type puzzle struct {
	grid   Grid
	lineNo int
}

// maxLine is the longest input line accepted; a puzzle line is at most a few
// hundred bytes even with generous spacing.
const maxLine = 4096

var errTooLong = errors.New("line too long")

// readPuzzles returns the puzzles of r, named name in messages, in order.
// It reads either input form, detected line by line: a line of 81 cells is
// a whole puzzle, a line of 9 cells is one row of a puzzle in the grid
// form, and nine rows make a puzzle. Blank cells are 0 or '.', cells may be
// separated by spaces or tabs, lines starting with '#' are comments, and
// CRLF line ends, a UTF-8 BOM and empty lines are tolerated.
//
// A malformed puzzle gives a *lineError, and reading goes on after it; any
// other error is from reading and ends the sequence.
func readPuzzles(r io.Reader, name string) iter.Seq2[puzzle, error] {
	return func(yield func(puzzle, error) bool) {
		pr := puzzleReader{name: name, br: bufio.NewReaderSize(r, 64<<10)}
		pr.read(yield)
	}
}

// A puzzleReader holds the state of readPuzzles.
type puzzleReader struct {
	name   string
	br     *bufio.Reader
	lineNo int // lines read

	// The puzzle in the grid form being read.
	rows   int
	bad    bool // a row of it was malformed and reported
	cur    Grid
	rowsAt [9]int // the line of each row
}

func (pr *puzzleReader) errorf(lineNo int, format string, args ...any) error {
	return &lineError{pr.name, lineNo, fmt.Sprintf(format, args...)}
}

// read reads the input, yielding each puzzle and fault as it completes.
func (pr *puzzleReader) read(yield func(puzzle, error) bool) {
	for {
		text, err := pr.readLine()
		switch {
		case err == io.EOF:
			pr.endGrid(yield)
			return
		case err == errTooLong || err == nil && len(text) > maxLine:
			if !yield(puzzle{}, pr.errorf(pr.lineNo, "line is too long (over %d bytes)", maxLine)) {
				return
			}
			continue
		case err != nil:
			yield(puzzle{}, err)
			return
		}
		// Columns in messages count from the line's start, blanks included.
		switch start := bytes.TrimLeft(text, " \t\r"); {
		case len(start) == 0:
			if !pr.endGrid(yield) {
				return
			}
			continue
		case start[0] == '#':
			continue
		}
		var cells Grid
		n, err := pr.parseCells(text, &cells)
		// A line is a whole puzzle or a row by its length, even when
		// malformed, so that one bad row does not throw the rows after it
		// out of step.
		if n >= 45 {
			if !pr.endGrid(yield) {
				return
			}
			if err == nil && n != 81 {
				err = pr.errorf(pr.lineNo, "line has %d cells, want 81", n)
			}
			if err == nil {
				err = pr.checkGivens(&cells, nil)
			}
			if !yield(puzzle{cells, pr.lineNo}, err) {
				return
			}
			continue
		}
		if !pr.addRow(&cells, n, err, yield) {
			return
		}
	}
}

// addRow adds the first n cells read from a line, with the fault err, as a
// row of the puzzle in the grid form, and yields the puzzle if it is the
// ninth. It reports false if yield did.
func (pr *puzzleReader) addRow(cells *Grid, n int, err error, yield func(puzzle, error) bool) bool {
	if err == nil && n != 9 {
		err = pr.errorf(pr.lineNo, "row has %d cells, want 9", n)
	}
	if err != nil {
		pr.bad = true
		if !yield(puzzle{}, err) {
			return false
		}
	}
	copy(pr.cur[pr.rows*9:pr.rows*9+9], cells[:9])
	pr.rowsAt[pr.rows] = pr.lineNo
	pr.rows++
	if pr.rows < 9 {
		return true
	}
	p, bad := puzzle{pr.cur, pr.rowsAt[0]}, pr.bad
	pr.rows, pr.bad = 0, false
	return bad || yield(p, pr.checkGivens(&p.grid, &pr.rowsAt))
}

// endGrid ends the puzzle in the grid form being read, which is incomplete
// if it has begun; a puzzle with a row already reported is not reported
// again. It reports false if yield did.
func (pr *puzzleReader) endGrid(yield func(puzzle, error) bool) bool {
	rows, bad := pr.rows, pr.bad
	pr.rows, pr.bad = 0, false
	if rows == 0 || bad {
		return true
	}
	return yield(puzzle{}, pr.errorf(pr.rowsAt[0], "incomplete puzzle: %d of 9 rows", rows))
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
	pr.lineNo++
	if err != nil {
		return nil, err
	}
	if pr.lineNo == 1 {
		text = bytes.TrimPrefix(text, []byte("\xef\xbb\xbf"))
	}
	return bytes.TrimRight(text, " \t\r"), nil
}

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
		return n, pr.errorf(pr.lineNo, "%s", bad)
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

// checkGivens reports a digit given twice in a house. rowsAt holds the
// line of each row in the grid form, or is nil for the line form.
func (pr *puzzleReader) checkGivens(g *Grid, rowsAt *[9]int) error {
	if !repeats(g) {
		return nil
	}
	i, h := firstRepeat(g)
	lineNo := pr.lineNo
	if rowsAt != nil {
		lineNo = rowsAt[i/9]
	}
	return pr.errorf(lineNo, "%s has digit %d twice", houseName(h), g[i])
}
