package read

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"

	"sudoku/internal/board"
	"sudoku/internal/fault"
)

// A lineForm is one way a line of a puzzle file is read: its name, an
// example, when it applies, given what the grid being read holds, and
// how it reads a line, writing no state of the reader: what it reads is
// its reading, and the cells it writes to g.
type lineForm struct {
	name, example string
	when          func(l *lineView, v view) bool // nil: every line that comes to it
	read          func(l *lineView, v view, g *board.Grid) (reading, bool)
}

// A reading is what a form read on a line.
type reading struct {
	kind      lineKind
	n         int       // cells, counting malformed ones, for cellLine: 9 a row, 81 a puzzle
	err       string    // what is wrong with the cells, if anything
	tag       rowTag    // how the row is written
	indexFrom int       // with tagIndexed, the number of the first row
	key       keyEffect // the key the line starts with, if it opens a value
	from      *lineView // the view that read the line: with tagFields, the row's fields; for manyLine, the puzzles
}

// A lineKind is what a line of puzzles is.
type lineKind uint8

const (
	cellLine   lineKind = iota // a row or a whole puzzle, or malformed
	emptyLine                  // ends a puzzle in the grid form
	headerLine                 // ends one too
	skipLine                   // a comment, or a line of no puzzle
	borderLine                 // a rule between or around rows
	manyLine                   // puzzles, more than one
	keyOnly                    // a key opens the line, which reads on (see readKey)
)

// A keyEffect is what a line that starts with a quoted key says of the
// value after it (see leadingKey).
type keyEffect uint8

const (
	noKey       keyEffect = iota
	solutionKey           // it names a solution and opens its value, written below
	otherKey              // it names something else
)

// cells returns a reading of n cells, a row or a puzzle, or a fault.
func cells(n int) reading { return reading{kind: cellLine, n: n} }

// blanks tags a reading of the cells c with how they write blanks.
func (r reading) blanks(c lineCells) reading {
	if c.empty > 0 {
		r.tag |= tagEmptyFields
	}
	if c.written {
		r.tag |= tagWritten
	}
	return r
}

// faulty returns the reading of a line of n cells that is no row or
// puzzle, with what is wrong.
func faulty(n int, format string, args ...any) reading {
	return reading{kind: cellLine, n: n, err: fmt.Sprintf(format, args...)}
}

// cellsFault is the fault of a line of n cells, neither a row nor a
// puzzle: a puzzle's when n is 45 or more, else a row's.
func cellsFault(n int) reading {
	if n >= 45 {
		return faulty(n, "line has %d cells, want 81", n)
	}
	return faulty(n, "row has %d %s, want 9", n, fault.Plural(n, "cell"))
}

// lineForms are the forms of a line, in the order they are tried: the
// first that reads a line reads it. The order is the precedence between
// forms that could both read a line; each rule of it has its case in
// ambiguity_test.go. In short: the exact forms first, nearly every line;
// then the empty line; then, on the line with its notes and marks taken
// off (see lineView), the forms that read a row or a puzzle of cells
// between separators, candidates before plain cells; then the forms of
// lines that are no such row or puzzle, a puzzle on a line before a row
// of it; and last the label of a puzzle, for a line that read no other
// way. A line no form reads is a border, a header or a fault (see
// lastResort). The forms that span lines are blockForms, tried before
// these on a line that starts no grid.
var lineForms = []lineForm{
	{"exact row", "5 3 0 0 7 0 0 0 0", isLength(17), readExactRow},
	{"exact line", "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", isLength(81), readExactLine},
	{"spaces for a row of blanks", "         ", isSpacedBlank, readSpacedBlank},
	{"empty", "", isLength(0), readEmpty},
	{"short row after a bullet", "- 53007000", nil, readShortBullet},
	{"spreadsheet's column numbers", ",1,2,3,4,5,6,7,8,9", nil, readSheetColumns},
	{"tab-separated fields", "5\t3\t\t\t7\t\t\t\t", nil, readTabFields},
	{"Markdown table row", "| 5 | 3 |   |   | 7 |   |   |   |   |", nil, readBarFields},
	{"starred givens", "|*5*3 .| .*7 .| . . .|", nil, readStarred},
	{"dotted digits", "5.3.0.0.7.0.0.0.0", nil, readDotted},
	{"row after its index", "0  5  3  0  0  7  0  0  0  0", nil, readIndexed},
	{"candidates", "| 5 3 1246 | 26 7 2468 | 1489 1249 248 |", nil, readCandidates},
	{"solving history", "2 -> (5,1), 3 *> (1,2)", notCells, readPlacements},
	{"string cut short", `..6....28....419..5....8..79", "solution": "534678912"}`, notCells, readCutString},
	{"key", `"solution": [`, notCells, readKey},
	{"line of lists", `["53..7....6..195....98…", "..3.2.6..9..3.5..1..18.6…"]`, notCells, readLineOfLists},
	{"rows between slashes", "53..7..../6..195.../.98....6./8...6...3/4..8.3..1/7...2...6/.6....28./...419..5/....8..79", notCells, readSlashRows},
	{"quoted puzzle with spaces", "puzzle1='53  7    6  195    98    6 8   6   34  8 3  17   2   6 6    28    419  5    8  79'", notCells, readQuotedPuzzle},
	{"field of a puzzle", "1,53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79,534678912…,27,2.2", notCells, readFieldPuzzle},
	{"word of a puzzle", "00015097c6c3 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79  7.2", notCells, readWordPuzzle},
	{"list", "[5, 3, 0, 0, 7, 0, 0, 0, 0],", notCells, readList},
	{"row after a label", "A 5 3 0 0 7 0 0 0 0", notCells, readLabelled},
	{"boxes of fixed width", "| 5 3   |   7   |       |", notCells, readFixed},
	{"spaces for blanks", "812      ", notCells, readSpaced},
	{"markup cells", "<tr><td>5</td><td>3</td><td></td><td></td><td>7</td><td></td><td></td><td></td><td></td></tr>", notCells, readMarkupCells},
	{"element of a row", "<row>5 3 0 0 7 0 0 0 0</row>", notCells, readElement},
	{"spreadsheet's fields", ",5,3,,,7,,,,,,easy", notCells, readSheetFields},
	{"row as a string", `'530070000',`, notCells, readStringRow},
	{"row after a bullet", "- 530070000", notCells, readBulletRow},
	{"puzzle after its label", "5. 5 3 0 0 7 0 0 0 0 6 0 0 1 9 5 0 0 0 0 9 8 0 0 0 0 6 0 8 0 0 0 6 0 0 0 3 4 0 0 8 0 3 0 0 1 7 0 0 0 2 0 0 0 6 0 6 0 0 0 0 2 8 0 0 0 0 4 1 9 0 0 5 0 0 0 0 8 0 0 7 9", afterCells, readLabelledPuzzle},
	{"cells", "5 3 _ _ 7 _ _ _ _", nil, readPlainCells},
}

// isLength returns the test of a line's length.
func isLength(n int) func(l *lineView, v view) bool {
	return func(l *lineView, _ view) bool { return len(l.raw) == n }
}

// notCells is the test of the forms of lines that are not a row or a
// puzzle of cells between separators.
func notCells(l *lineView, _ view) bool { c := l.cells(); return !c.ok() }

// afterCells is the test of the label of a puzzle: a line whose cells are
// not all cells, or that has a comment, or 81 cells or a few more, the
// label's taken for cells.
func afterCells(l *lineView, _ view) bool {
	c := l.cells()
	return c.bad.offset >= 0 || c.comment || 81 <= c.n && c.n <= 81+7
}

// classified, if set, is told which form of lineForms read each line the
// reader classifies, or -1 for none, as the tests of the forms'
// precedence ask.
var classified func(l *lineView, v view, form int)

// classify reads l with the first form of lineForms that reads it, or as
// a border, a header or a fault (see unformed); g gets its cells.
func classify(l *lineView, v view, g *board.Grid) reading {
	key := noKey
	for i := range lineForms {
		f := &lineForms[i]
		if f.when != nil && !f.when(l, v) {
			continue
		}
		r, ok := f.read(l, v, g)
		if !ok {
			continue
		}
		if r.kind == keyOnly {
			key = r.key // a key opens the line: what comes after it reads on
			continue
		}
		if classified != nil {
			classified(l, v, i)
		}
		r.key = key
		return r
	}
	if classified != nil {
		classified(l, v, -1)
	}
	r := unformed(l, v)
	if r.kind == cellLine {
		*g = l.g // a fault's cells, which may tell where a grid begins
	}
	r.key = key
	return r
}

// exactForm reads text with the exact forms, the first two of lineForms,
// as they would, and returns the reading and the form's place in the
// table. Nearly every line is one: this spares them the view and the
// calls through the table (see reader.line).
func exactForm(text []byte, g *board.Grid) (r reading, form int, ok bool) {
	switch len(text) {
	case 17:
		return cells(9), 0, exactRow(text, g)
	case 81:
		return cells(81), 1, exactLine(text, g)
	}
	return reading{}, 0, false
}

// unformed reads a line that no form reads: a comment, an empty line
// of separators, a border, a header, or a fault.
func unformed(l *lineView, v view) reading {
	c := l.cells()
	switch {
	case c.marks == 0 && c.comment:
		return reading{kind: skipLine}
	case c.marks == 0:
		return reading{kind: emptyLine}
	case isBorder(l.text):
		return reading{kind: borderLine}
	case c.bad.offset < 0:
		return cellsFault(c.n)
	case isHeader(l.text) || isStructure(l.text) || c.bars > 0 && isHeader(innerBars(l.text)) || matrixColumns(l.text) || v.rows() == 0 && hasWord(l.text) || columnsLine(l.text):
		if n := labelCells(l.text); n > 1 {
			return cellsFault(n) // a row after its label that labelledRow could not read
		}
		if at, col, ok := strayChar(l, v); ok {
			return faulty(c.n, "bad character %s in column %d", quoteChar(l.text[at:]), col)
		}
		if v.rows() > 0 && codeComment(l.text) {
			return reading{kind: skipLine} // among the rows of an array in source code, as # among rows
		}
		return reading{kind: headerLine}
	}
	return faulty(c.n, "bad character %s in column %d", quoteChar(l.text[c.bad.offset:]), c.bad.column)
}

// columnsLine reports whether text names the columns of a table, a word
// and their numbers in order, 0 to 8 or 1 to 9, as Node.js's
// console.table heads one: "│ (index) │ 0 │ 1 │ … │ 8 │". It heads the
// grid after it, and ends one before it.
func columnsLine(text []byte) bool {
	var digits []byte
	for _, c := range text {
		if '0' <= c && c <= '9' {
			digits = append(digits, c)
		}
	}
	return hasWord(text) && (string(digits) == "012345678" || string(digits) == "123456789")
}

// strayChar reports whether the line is a row, a puzzle or a list's items
// but for one character that is no cell, a letter perhaps, which would
// make it a header: read with a space for it, a form reads it so (see
// strayAt). It returns where the character is, and its column.
func strayChar(l *lineView, v view) (at, col int, ok bool) {
	return strayAt(l.text, func(t []byte) bool { return readsWhole(t, l.width, v) })
}

// structure are the characters that hold lists, objects and markup
// together, which are not taken for a stray one.
const structure = "[]{}()<>=:/\\\"'"

// strayAt reports whether text reads, as reads tells, with a space for
// one of its few characters that are no cells, and returns where that
// character is, and its column.
func strayAt(text []byte, reads func([]byte) bool) (at, col int, ok bool) {
	if len(text) > 4*maxFields {
		return 0, 0, false
	}
	var bad []int // where the characters that are no cells are
	words := text
	if u := blankWords(text); u != nil {
		words = u // null and None for blanks are no stray characters
	}
	for i := 0; i < len(words); {
		r, class, _, size := charAt(words, i)
		if class == otherChar && !strings.ContainsRune(structure, r) {
			bad = append(bad, i)
		}
		i += size
	}
	if len(bad) > 6 {
		return 0, 0, false // words, not a stray character
	}
	for _, at := range bad {
		_, size := utf8.DecodeRune(text[at:])
		if reads(append(append(bytes.Clone(text[:at]), ' '), text[at+size:]...)) {
			return at, utf8.RuneCount(text[:at]) + 1, true
		}
	}
	return 0, 0, false
}

// readsWhole reports whether a form reads text as a row of nine cells, a
// puzzle, or a list's items.
func readsWhole(text []byte, width int, v view) bool {
	var items [16]uint8
	if n, comma, _ := listItems(text, &items); n > 1 && comma {
		return true
	}
	tv := viewOf(text, width)
	var g board.Grid
	for i := range lineForms {
		f := &lineForms[i]
		if f.when != nil && !f.when(&tv, v) {
			continue
		}
		if r, ok := f.read(&tv, v, &g); ok {
			return r.kind == cellLine && (r.n == 9 || r.n == 81) && r.err == "" && r.tag&tagFields == 0
		}
	}
	return false
}

// A view is what the forms may see of the grid being read, and of the
// line before: read only.
type view struct {
	rd *reader
	no int // the line being read
}

func (rd *reader) view(no int) view { return view{rd, no} }

// rows returns the rows of the grid read so far.
func (v view) rows() int { return v.rd.grid.n }

// tagged reports whether a row of the grid read so far has the tag t.
func (v view) tagged(t rowTag) bool { return v.rd.grid.n > 0 && v.rd.grid.rowsTagged(t) != 0 }

// indexed reports whether every row of the grid so far followed its
// index, and from which number they count.
func (v view) indexed() (all bool, from int) {
	g := &v.rd.grid
	return g.rowsTagged(tagIndexed) == 1<<g.n-1, g.indexFrom
}

// zeroToEight reports whether the grid's one row is 0 to 8, the numbers
// of the columns as pandas prints them, not yet known for them.
func (v view) zeroToEight() bool {
	g := &v.rd.grid
	return g.n == 1 && g.tags[0]&tagIndexed == 0 && [9]uint8(g.cells[:9]) == [9]uint8{0, 1, 2, 3, 4, 5, 6, 7, 8}
}

// underColumns reports whether the line before named the nine columns, or
// was a row 1 to 9, held as perhaps their numbers.
func (v view) underColumns() bool {
	rd := v.rd
	return rd.grid.held.kind == numbersRow && rd.grid.held.at == v.no-1 || rd.frame.columnsAt != 0 && rd.frame.columnsAt == v.no-1
}

// A lineView is a line as the forms read it, with what several of them
// look at made once: the line's cells, read after its notes and marks
// are taken off when it is no row or puzzle as it is (see unmarked), and
// a comma or a semicolon that ends a list's item dropped, as the forms
// after the first few read it.
type lineView struct {
	raw    []byte     // the line, without its line end and the spaces at its end
	width  int        // its length with those spaces
	text   []byte     // the line as the forms read it
	spaces int        // the spaces cut from its end, unless it was unmarked
	c      lineCells  // the cells of text
	g      board.Grid // and their values
	via    fieldMode  // the fields that read them
	made   bool       // whether c and g are made

	// What a form read beyond the cells, which its reading points to.
	fields fieldRow     // a spreadsheet's row of other than nine fields
	many   []listPuzzle // the puzzles of a line that holds them
}

// newLineView returns the view of l before any form has read it.
func newLineView(l line) lineView { return viewOf(l.text, l.width()) }

// viewOf returns the view of a line, text with the spaces at its end cut
// and width its length with them, before any form has read it.
func viewOf(text []byte, width int) lineView {
	return lineView{raw: text, width: width, text: text, spaces: width - len(text)}
}

// reset makes l the view of ln before any form has read it, as
// newLineView does, leaving the cells to be made anew.
func (l *lineView) reset(ln line) {
	l.raw, l.width, l.text, l.spaces = ln.text, ln.width(), ln.text, ln.width()-len(ln.text)
	l.made = false
}

// cells returns the cells of the line, as the forms after the first few
// read it (see lineView).
func (l *lineView) cells() lineCells {
	if !l.made {
		l.made = true
		l.makeCells()
	}
	return l.c
}

// makeCells makes the cells of the line: between spaces; or, if that is
// no row or puzzle, after its notes and marks are taken off; then, if
// still not, between tabs, as a spreadsheet writes them, or between the
// bars of a Markdown table, if either reads a row or a puzzle, or the
// bars more cells.
func (l *lineView) makeCells() {
	l.g, l.via = board.Grid{}, spaceFields
	l.c = cellsOf(l.text, &l.g, spaceFields)
	if l.c.ok() {
		return
	}
	if t, ok := unmarked(l.text); ok {
		l.text, l.spaces = t, 0
		l.c = cellsOf(l.text, &l.g, spaceFields)
	}
	if c := &l.c; (c.n == 10 || c.n == 11 && c.seps == 1) && c.bad.offset < 0 && c.bars == 0 && c.marks-c.seps == c.n-1 {
		// Nine cells and a comma after the last, as a list's items are
		// written, or a row's number and nine between spaces (see
		// indexedRow) and a semicolon, as AMPL ends a table of data: no
		// blank after it.
		if last := l.text[len(l.text)-1]; last == ';' || last == ',' && c.n == 10 {
			c.n--
			c.empty--
		}
	}
	if c := l.c; !c.ok() && bytes.IndexByte(l.text, '\t') >= 0 {
		var g board.Grid
		if t := cellsOf(l.text, &g, tabFields); t.ok() {
			l.c, l.g, l.via = t, g, tabFields
			return
		}
	}
	if c := l.c; !c.ok() && c.bad.offset < 0 && c.bars > 0 {
		var g board.Grid
		if t := cellsOf(innerBars(l.text), &g, barFields); t.bad.offset < 0 && t.n == t.seps+1 && t.n > c.n {
			l.c, l.g, l.via = t, g, barFields
		}
	}
}

// innerBars returns text without the spaces and the bar, if any, at each
// end: those a Markdown table's row may have outside its first and last
// cells, and a LaTeX sudoku's row, which ends in "|.".
func innerBars(text []byte) []byte {
	text = bytes.TrimSpace(text)
	text = bytes.TrimSuffix(text, []byte("|."))
	if r, size := utf8.DecodeRune(text); r == '|' || isBoxDrawing(r) {
		text = text[size:]
	}
	if r, size := utf8.DecodeLastRune(text); r == '|' || isBoxDrawing(r) {
		text = text[:len(text)-size]
	}
	return text
}
