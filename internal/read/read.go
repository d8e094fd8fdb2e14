package read

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"iter"
	"strconv"
	"strings"

	"sudoku/internal/board"
	"sudoku/internal/decode"
	"sudoku/internal/fault"
)

// A Puzzle is one puzzle read from an input file, with the line it starts on.
type Puzzle struct {
	Grid board.Grid
	Line int
}

// Puzzles returns the puzzles of r, named name in messages, in order,
// each with the line of its first row. The text may be UTF-8, with or
// without a byte order mark, or UTF-16, and lines may end in LF, CRLF or
// CR (see decode.Text).
//
// A puzzle is a line of 81 cells or nine rows of nine, in the layouts
// that README.md's Input section shows a line of each: lineForms holds
// the ways a line is read, in the order they are tried, and blockForms
// the layouts that span lines, which read their own lines. Around the
// puzzles, a number alone on the first line is the count of the puzzles
// that follow, and a fault if it is not (but for a 9 before one grid: the
// grid's size), and alone before a puzzle, its number; a grid with no
// blank under a header naming solutions, or right after a puzzle whose
// givens it keeps, is a solution, not a puzzle (see solutionFilter). A
// line no form reads is a fault at its line, and so is a puzzle whose
// givens repeat a digit in a house.
//
// A malformed puzzle gives a *fault.Line, and reading goes on after it; any
// other error is from reading and ends the sequence.
func Puzzles(r io.Reader, name string) iter.Seq2[Puzzle, error] {
	return func(yield func(Puzzle, error) bool) {
		rd := reader{
			src:   lineSource{name: name, br: bufio.NewReaderSize(decode.Text(r), readBuffer)},
			out:   results{name: name, yield: yield},
			nums:  numbering{count: -1},
			sheet: spreadsheet{start: -1},
		}
		rd.read()
	}
}

// A reader reads the puzzles of a file, its state held by its owners:
// the lines, what was yielded and the numbers around the puzzles, which
// grids are solutions, the grid being read a row a line, a row held
// before it, its rows read as a spreadsheet's, and the borders drawn
// around it. What spans the lines of a layout read as a block is the
// block reader's own.
type reader struct {
	src   lineSource
	out   results
	nums  numbering
	sols  solutionFilter
	grid  gridRows
	sheet spreadsheet
	frame frame
	table table
	lv    lineScratch
}

// lineScratch holds the view of the line being classified and its cells,
// kept from line to line: the forms are called through a table, which
// would move a new view to the heap on every line.
type lineScratch struct {
	view  lineView
	cells board.Grid
}

// results yields what the reader reads and counts it.
type results struct {
	name         string
	yield        func(Puzzle, error) bool
	stopped      bool // yield returned false
	good, faults int
}

// numbering holds the numbers of puzzles a file gives: the count on its
// first line, and the number of the next puzzle before it.
type numbering struct {
	count   int // the puzzles the first line says the file holds, or -1
	lastAt  int // the line of the last puzzle yielded if it was read a row a line, or -1
	label   int // the number of the next puzzle, alone on a line, until it comes, or 0
	labelAt int // and its line
}

// faultf returns the fault of line at in the file name.
func faultf(name string, at int, format string, args ...any) error {
	return fault.At(name, at, fmt.Sprintf(format, args...))
}

// emit yields the puzzle g read at line at, or the fault err in it; rows
// says the puzzle was read a row a line.
func (rd *reader) emit(g *board.Grid, at int, err error, rows bool) {
	if rd.out.stopped {
		return
	}
	rd.nums.label = 0
	if err == nil {
		rd.out.good++
		rd.nums.lastAt = -1
		if rows {
			rd.nums.lastAt = at
		}
		rd.sols.yielded(g)
	} else {
		rd.out.faults++
		rd.sols.after = false
	}
	var p Puzzle
	if g != nil {
		p = Puzzle{*g, at}
	}
	rd.out.stopped = !rd.out.yield(p, err)
}

// emitFault yields err, the fault of a line that is no puzzle.
func (rd *reader) emitFault(err error) { rd.emit(nil, 0, err, false) }

// fault yields a fault at line at.
func (rd *reader) fault(at int, format string, args ...any) {
	rd.emitFault(faultf(rd.out.name, at, format, args...))
}

// emitChecked yields the puzzle g read at line at, or the fault of a digit
// its givens repeat; rowsAt holds the line of each row of a puzzle read a
// row a line, or is nil.
func (rd *reader) emitChecked(g *board.Grid, at int, rowsAt *[9]int) {
	rd.emit(g, at, givensFault(rd.out.name, g, at, rowsAt), rowsAt != nil)
}

// givensFault returns the fault of a digit given twice in a house of g, or
// nil. rowsAt holds the line of each row in the grid form, or is nil for
// a puzzle on line at.
func givensFault(name string, g *board.Grid, at int, rowsAt *[9]int) error {
	if !board.Repeats(g) {
		return nil
	}
	i, h := board.FirstRepeat(g)
	if rowsAt != nil {
		at = rowsAt[i/9]
	}
	return faultf(name, at, "%s has digit %d twice", board.HouseName(h), g[i])
}

// read reads the input, yielding each puzzle and fault as it completes.
func (rd *reader) read() {
	openAt := 0 // the last line that ended with [, opening a list
	for !rd.out.stopped {
		l, err := rd.src.next()
		if err != nil {
			if rd.stopsAt(err) {
				return
			}
			continue
		}
		if l.no == 1 && bytes.HasPrefix(l.text, []byte("%!PS")) {
			rd.readPostScript()
			return
		}
		if l.no == 1 && rd.head(l) {
			continue
		}
		rd.line(l, openAt > 0 && openAt == l.no-1)
		if len(l.text) > 0 && l.text[len(l.text)-1] == '[' {
			openAt = l.no
		}
	}
}

// stopsAt reads err, the end of the input or a fault, and reports
// whether the input ends there: a line too long is a fault of its own.
func (rd *reader) stopsAt(err error) bool {
	switch {
	case err == io.EOF:
		rd.end()
	case err == errOpenComment:
		rd.fault(rd.src.commentAt, "%v", err)
	case isLineFault(err):
		rd.emitFault(err)
		return false
	default:
		rd.emitFault(err)
	}
	return true
}

// head reads the first line if it says what the file holds, and reports
// whether it did: a count of the puzzles, as some collections begin, the
// grid's size, as some course files do, or the boxes' size, as pzl's
// files do.
func (rd *reader) head(l line) bool {
	switch n, ok := countLine(l.text); {
	case ok && l.width() != 9: // not a row padded with spaces
		rd.nums.count = n
	case string(bytes.ReplaceAll(l.text, []byte(" "), nil)) == "3,3":
	case sizeLine(l.text) && l.width() != 9:
	default:
		return false
	}
	return true
}

// readPostScript reads a PostScript program, as the sudoku program of
// Debian writes its -fpostscript pages, which begins %!PS: its puzzles
// are its strings of 81 cells (see postScriptPuzzle), and the rest is
// drawing.
func (rd *reader) readPostScript() {
	for !rd.out.stopped {
		l, err := rd.src.read()
		switch {
		case err == io.EOF:
			rd.end()
			return
		case isLineFault(err):
			rd.emitFault(err)
			continue
		case err != nil:
			rd.emitFault(err)
			return
		}
		var g board.Grid
		if postScriptPuzzle(l.text, &g) {
			rd.emitChecked(&g, l.no, nil)
		}
	}
}

// line reads one line, in a block of lines if it starts one, or as the
// table of line forms says.
func (rd *reader) line(l line, opened bool) {
	if plainLines && rd.plainLine(l) {
		return
	}
	if rd.numberLabel(l) {
		return
	}
	if !l.exactLength() && rd.grid.n == 0 && rd.block(l, opened) {
		return
	}
	if rd.frame.mayHaveSpacer(rd.grid.n, l.no) && rd.spacer(l) {
		return
	}
	if rd.spacedFirst(l) {
		return
	}
	s := &rd.lv
	if r, form, ok := exactForm(l.text, &s.cells); ok {
		if classified != nil {
			s.view.reset(l)
			classified(&s.view, rd.view(l.no), form)
		}
		rd.apply(l, &r, &s.cells)
		return
	}
	s.view.reset(l)
	s.cells = board.Grid{}
	r := classify(&s.view, rd.view(l.no), &s.cells)
	rd.apply(l, &r, &s.cells)
}

// plainLines turns plainLine on; tests turn it off to read each file the
// long way too.
var plainLines = true

// plainLine reads l if it is a row in the middle of a plain grid, or a
// puzzle on a line of its own between grids, in an exact form, and
// reports whether it did. Nearly every line is one, and there nothing that
// line tries before the forms applies, nor anything around them: this
// does what line does with such a line in fewer steps.
func (rd *reader) plainLine(l line) bool {
	g, s := &rd.grid, &rd.lv
	if classified != nil || g.held.kind != noRow || g.bad || rd.frame.bands != (bands{}) || rd.frame.mayHaveSpacer(g.n, l.no) {
		return false
	}
	switch {
	case len(l.text) == 17 && 0 < g.n && g.n < 8:
		if exactRow(l.text, &s.cells) {
			g.append(&s.cells, l.no, 0)
			return true
		}
	case len(l.text) == 81 && g.n == 0 && !g.waiting.set:
		if exactLine(l.text, &s.cells) {
			rd.emitLine(l, &s.cells, "")
			return true
		}
	}
	return false
}

// spacedFirst reads l, nine spaces, as a grid's first row, of blanks, if
// the row after it is a row of nine characters with spaces for blanks
// (see spacedRow), and reports whether it did. Elsewhere such a line is
// empty, and later in such a grid a row (see isSpacedBlank).
func (rd *reader) spacedFirst(l line) bool {
	return len(l.text) == 0 && l.width() == 9 && rd.grid.n == 0 && rd.spacedBefore(l)
}

// spacedBefore reports whether l, nine spaces before a grid, is
// followed by a row of nine characters with spaces for blanks, and if so
// adds it as the grid's first row.
func (rd *reader) spacedBefore(l line) bool {
	next, ok := rd.nextInBlock()
	if !ok {
		return false
	}
	rd.src.unread(next)
	var g board.Grid
	if next.width() != 9 || len(next.text) == 0 || !spacedRow(next.text, &g) {
		return false
	}
	r := cells(9)
	r.tag = tagSpaced
	rd.addRow(l, &board.Grid{}, &r)
	return true
}

// numberLabel reads l as the number of the puzzle that follows, alone on
// its line, and reports whether it is one: the number of puzzles yielded
// so far plus one. The puzzle must come: after the last grid, such a
// number is a fault (see end). Then the first line was the first
// puzzle's number, not a count.
func (rd *reader) numberLabel(l line) bool {
	return 0 < len(l.text) && len(l.text) < 16 && rd.grid.n == 0 && rd.labelsNext(l)
}

// labelsNext is numberLabel on a short line before a grid.
func (rd *reader) labelsNext(l line) bool {
	n, ok := numberLabel(l.text)
	waiting := 0
	if rd.grid.waiting.set {
		waiting = 1
	}
	if rd.sheet.doubt.set {
		waiting++
	}
	if !ok || n != rd.out.good+rd.out.faults+waiting+1 {
		return false
	}
	rd.endGrid()
	rd.nums.count, rd.nums.label, rd.nums.labelAt = -1, n, l.no
	return true
}

// end ends the file: the grid being read, a number with no puzzle after
// it, and a count on the first line that is not the file's.
func (rd *reader) end() {
	if rd.frame.pending > 0 {
		rd.addPending()
	}
	rd.endGrid()
	n := &rd.nums
	switch {
	case n.label > 0:
		rd.fault(n.labelAt, "%d: a puzzle's number with no puzzle after it", n.label)
	case rd.out.faults == 0 && n.count >= 0 && rd.out.good != n.count && !n.sizeFirst(rd.out.good, rd.grid.at[0]):
		rd.fault(1, "the first line says %d %s, the file has %d", n.count, fault.Plural(n.count, "puzzle"), rd.out.good)
	}
}

// sizeFirst reports whether the number on the first line, read as a
// count, was the grid's size: a 9 before one grid of nine rows, whose
// first row is at first, the first of the last grid begun, and nothing
// else.
func (n *numbering) sizeFirst(good, first int) bool {
	return n.count == 9 && good == 1 && n.lastAt == first
}

// countLine reads a count of puzzles, a number of one to eight digits
// without a leading 0, alone on a line. It is taken as one only on the first
// line, and must then equal the puzzles read: a row cut short there, such
// as 5300700, does not, and is still a fault.
func countLine(text []byte) (int, bool) {
	t := bytes.TrimRight(bytes.TrimLeft(text, " "), " \t") // after tabs, a spreadsheet's row
	if len(t) == 0 || len(t) > 8 || t[0] == '0' || !isNumber(t) {
		return 0, false
	}
	n, _ := strconv.Atoi(string(t))
	return n, true
}

// isNumber reports whether b is one or more decimal digits and nothing
// else.
func isNumber(b []byte) bool { return len(b) > 0 && len(bytes.Trim(b, "0123456789")) == 0 }

// sizeLine reports whether text gives the grid's size, "9 9", "9x9" or
// "9*9", as some course files begin. A lone 9 is read as a count, and
// only the puzzles after it tell that it was the size (see sizeFirst).
func sizeLine(text []byte) bool {
	f := strings.Fields(strings.NewReplacer("x", " ", "X", " ", "*", " ").Replace(string(text)))
	return len(f) == 2 && f[0] == "9" && f[1] == "9"
}

// numberLabel reads the number of a puzzle alone on a line before it: up to
// four digits without a leading 0 between spaces, perhaps with one of . )
// : after it or in parentheses or brackets ("2", "3.", "4)", "(5)", "[6]").
// A row of cells, such as 1........ or a spreadsheet's row of blanks but
// one, is not one.
func numberLabel(text []byte) (int, bool) {
	t := bytes.Trim(text, " ")
	if len(t) > 2 && (t[0] == '(' && t[len(t)-1] == ')' || t[0] == '[' && t[len(t)-1] == ']') {
		t = t[1 : len(t)-1]
	} else if len(t) > 1 && strings.IndexByte(".):", t[len(t)-1]) >= 0 {
		t = t[:len(t)-1]
	}
	if len(t) > 4 {
		return 0, false
	}
	return countLine(t)
}

// apply applies the reading r of the line l, whose cells are g.
func (rd *reader) apply(l line, r *reading, g *board.Grid) {
	if r.key != noKey {
		rd.sols.key = r.key == solutionKey
	}
	switch r.kind {
	case cellLine:
		if r.n >= 45 {
			// A line is a whole puzzle or a row by its length, even when
			// malformed, so that one bad row does not throw the rows
			// after it out of step.
			rd.endGrid()
			rd.emitLine(l, g, r.err)
			return
		}
		rd.addRow(l, g, r)
	case skipLine:
		rd.sols.under = rd.sols.under || solutionHeader(l.text) // a comment naming them
	case borderLine:
		rd.border(l)
	case manyLine:
		rd.endGrid()
		rd.emitMany(l, r.from.many)
	case emptyLine:
		if !rd.betweenBands(l) {
			rd.endGrid()
		}
	case headerLine:
		rd.beforeHeader(l)
		rd.endGrid()
		rd.header(l)
	}
}

// emitLine yields the puzzle of a line, g, or its fault, unless it is a
// solution.
func (rd *reader) emitLine(l line, g *board.Grid, fault string) {
	switch {
	case fault != "":
		rd.fault(l.no, "%s", fault)
	case !rd.sols.isSolution(g):
		rd.emitChecked(g, l.no, nil)
	}
}

// emitMany yields the puzzles of a line that holds several.
func (rd *reader) emitMany(l line, many []listPuzzle) {
	for i := range many {
		if n := many[i].n; n != 81 {
			rd.fault(l.no, "puzzle %d of the line has %d cells, want 81", i+1, n)
			continue
		}
		if many[i].fault != "" {
			rd.fault(l.no, "puzzle %d of the line %s", i+1, many[i].fault)
			continue
		}
		rd.emitChecked(&many[i].grid, l.no, nil)
	}
}

// header notes what a header says: that solutions follow, or that it
// names the columns of the rows below it, or of a table of puzzles.
func (rd *reader) header(l line) {
	if !isStructure(l.text) && !onlyTags(l.text) {
		rd.sols.under = solutionHeader(l.text)
	}
	if namedColumns(l.text) {
		rd.frame.columnsAt = l.no
	}
	rd.table = tableHeader(l.text)
}

// A table is what the header of a table of puzzles, a puzzle a row, says
// of its rows: "id,puzzle,solution,clues", a name for each field, and one
// naming the puzzle or its solution. Each row must have its fields, the
// puzzle in its field and the solution, which is no puzzle, in its own.
type table struct {
	fields           int  // the fields of each row, or 0 where no such header came
	puzzle, solution int  // the fields of the puzzle and its solution, or -1
	sep              byte // what separates the fields
}

// tableHeader returns what text says of the table of puzzles it heads, if
// it heads one.
func tableHeader(text []byte) table {
	t := table{puzzle: -1, solution: -1, sep: ','}
	if i := bytes.IndexAny(text, "\t;"); i >= 0 && bytes.IndexByte(text, ',') < 0 {
		t.sep = text[i]
	}
	names := bytes.Split(text, []byte{t.sep})
	for i, name := range names {
		switch name = bytes.Trim(name, " \"'"); {
		case puzzleName(name) && t.puzzle < 0:
			t.puzzle = i
		case solutionName(name) && t.solution < 0:
			t.solution = i
		}
	}
	if len(names) < 2 || t.puzzle < 0 && t.solution < 0 {
		return table{}
	}
	t.fields = len(names)
	return t
}

// row reads a row of the table, text, its puzzle into g.
func (t table) row(text []byte, g *board.Grid) (reading, bool) {
	fields := bytes.Split(text, []byte{t.sep})
	if len(fields) != t.fields {
		return faulty(81, "row has %d fields, where the table's header has %d", len(fields), t.fields), true
	}
	at := 0 // where the field starts in text
	for i, field := range fields {
		from := at
		at += len(field) + 1
		if i == t.solution || t.puzzle >= 0 && i != t.puzzle {
			continue
		}
		trimmed := bytes.TrimLeft(field, " \"'")
		from += len(field) - len(trimmed)
		field = bytes.TrimRight(trimmed, " \"'")
		switch c := cellsOf(field, g, spaceFields); {
		case c.ok() && c.n == 81:
			return cells(81), true
		case c.bad.offset >= 0 && t.puzzle < 0:
			continue // not a puzzle
		default:
			return faulty(81, "%s", fieldFault(text, from, field, c)), true
		}
	}
	return reading{}, false
}
