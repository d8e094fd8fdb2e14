package main

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"iter"
	"math/bits"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A puzzle is one puzzle read from an input file, with the line it starts on.
type puzzle struct {
	grid   Grid
	lineNo int
}

// maxLine is the longest input line accepted; a puzzle line is at most a few
// hundred bytes even with generous spacing. A line of lists or objects,
// which may hold many puzzles (see linePuzzles), may take up to
// maxListLine, about 12,000 puzzles: it is held whole, and memory stays a
// few MB.
const (
	maxLine     = 4096
	maxListLine = 1 << 20
)

var (
	errTooLong     = errors.New("line too long")
	errListTooLong = errors.New("line of lists too long")
)

// readBuffer is the size of the reader's buffer. Each of its pages costs a
// fault when first filled, as the first batch waits for: 16 KB took 0.97
// of the time of 64 KB for the top 1465 (120 KB) and one puzzle, and no
// more for files of megabytes, whose lines it reads as well.
const readBuffer = 16 << 10

// readPuzzles returns the puzzles of r, named name in messages, in order,
// each with the line of its first row. The text may be UTF-8, with or
// without a byte order mark, or UTF-16, and lines may end in LF, CRLF or
// CR. Each line is one of these, tried in this order:
//
//   - empty, which ends a puzzle in the grid form, but after its third
//     or sixth row, where it lies between bands;
//   - cells: digits 1 to 9 and blanks 0 . * _ - x X ? $ (and · □ ◻, see
//     drawnBlanks), between which spaces, tabs, quotes, backquotes, | ,
//     ; and & are allowed; an empty field between commas or semicolons
//     is a blank, and so is one between tabs or bars on a line that has
//     9 or 81 cells only when read that way, as a spreadsheet or a
//     Markdown table writes them. A line of 81 cells is a puzzle, and
//     after its 81st cell anything but another cell starts a note,
//     ignored (a rating, a count, a solution). A line of 9 cells is a
//     row, and nine rows make a puzzle. A line of fields with 81 cells
//     in one of them is that puzzle, unless a field before names it a
//     solution (see fieldPuzzle), and so is a line of words between
//     spaces with 81 cells in one of them (see spacedPuzzle). A
//     spreadsheet's row of other than nine fields gives the nine that
//     its grid's rows together tell (see readFields and placeFields);
//     its empty row, and a row 1 to 9, are held until the rows after
//     them tell whether they begin a grid (see holdsRow). A row of nine
//     characters may have spaces for blanks (see spacedRow), and a row
//     or a puzzle a dot between each two digits, 0 a blank (see
//     dottedCells). A row or a puzzle may be a list in brackets, braces
//     or parentheses (see listCells), with None, null, nil or NA for
//     blanks, or a candidate grid's, with the digits each open cell may
//     take (see candidateCells), or a table's of markup, an element a
//     cell (see markupCells). A row may be a string in quotes, an item
//     of a list written a row a line (see stringRow), or follow a list's
//     bullet (see bulletRow), and a puzzle a string in quotes of 81
//     characters, spaces for blanks (see quotedPuzzle). A row may follow
//     a label that names it (see labelledRow), the numbers of the
//     columns above such rows not being a row, or be the text of an
//     element of markup (see elementRow), or boxes of fixed width with
//     spaces for blanks (see fixedRow). A line of 81 cells after a
//     bullet or a number is a puzzle (see afterLabel). A puzzle may also
//     come a cell or a few a line, as JSON's lists, Node.js's, YAML's
//     and markup's tables write them (see addItem and listItems), its
//     blanks perhaps words such as null or -1 and its digits then
//     perhaps 0 to 8 (see itemDigits and blankWords). A line of lists
//     and objects, as JSON on one line, may hold many puzzles (see
//     linePuzzles), and may be longer than others, up to maxListLine;
//   - a border: no digit, only - = + | * : . ' _ ~ · and spaces, with
//     three - = or ~ in a row, a +, or 13 blanks or more but not 81 (see
//     isBorder). Under a first row with no given, it makes that row a
//     Markdown table's header, not a row. Between borders drawn after
//     every row, a line of empty boxes above and below each row is a
//     spacer (see spacer);
//   - a header: starting, after any of - = * ~ { and a bar, with a letter
//     other than x or a non-ASCII character other than a space or a bar,
//     perhaps after a [, or a markup tag, or // or /*, or, between
//     grids, with a word of three letters anywhere, with fewer than 17
//     digits and no control character; or only the brackets, braces and
//     commas of JSON. It ends a puzzle in the grid form, but for // or
//     /* among its rows, a comment as # is there. A letter A to I
//     and only cells after it is no header but a row's label, and the
//     row a fault (see letterCells).
//
// A number alone on the first line, as some collections begin, is the
// count of the puzzles that follow, and a fault if it is not, but for a 9
// before one grid and nothing else: the grid's size, as 9 9, 9x9 and 9*9
// are there (see sizeLine); alone on a later line, the next puzzle's
// number, it is skipped. A grid with no
// blank under a header or a comment naming solutions, or right after a
// puzzle whose givens it keeps, is a solution, not a puzzle (see
// isSolution).
//
// # starts a comment anywhere, but for a number sign before a puzzle (see
// afterLabel), and so do // and /* … */ after a row's cells and a space
// (see uncommented); a line that begins a comment /* not closed on it
// begins one over lines, which ends at */ (see opensComment). Full-width forms count as the ASCII ones, and so do the
// decimal digits of other scripts (٥٣٠, ५३०), Unicode spaces as spaces,
// box-drawing characters as | in rows and as - in borders. Any other line
// is malformed.
//
// A malformed puzzle gives a *lineError, and reading goes on after it; any
// other error is from reading and ends the sequence.
func readPuzzles(r io.Reader, name string) iter.Seq2[puzzle, error] {
	return func(yield func(puzzle, error) bool) {
		pr := puzzleReader{name: name, br: bufio.NewReaderSize(textReader(r), readBuffer), count: -1, fieldStart: -1}
		pr.read(yield)
	}
}

// A puzzleReader holds the state of readPuzzles.
type puzzleReader struct {
	name   string
	br     *bufio.Reader
	lineNo int // lines read

	// The puzzles the first line says the file holds, or -1 if it does
	// not, and the puzzles and the faults yielded.
	count, good, faults int

	// The puzzle in the grid form being read.
	rows   int
	bad    bool // a row of it was malformed and reported
	cur    Grid
	rowsAt [9]int // the line of each row

	// The rows of the grid being read that were read as a spreadsheet's
	// fields (see readFields), and their fields; the field of the last
	// grid's rows at which its nine began, or -1; and the fields of the
	// line just read, if it was such a row.
	fields     [9]fieldRow
	fieldRows  uint16
	fieldStart int
	field      fieldRow
	fieldsRead bool

	// A row held before the rows of the grid being read, of a kind that
	// may be its first row or a line between grids (see holdsRow), and
	// the line it was on; the rows that follow tell which.
	held   heldRow
	heldAt int
	// The last line that named the nine columns, V1 to V9, as R prints a
	// data frame's (see namedColumns).
	columnsAt int
	// Whether the line just read is a row after a label, and which rows
	// of the puzzle were; and the same for labels in a field of their own
	// (see labelledRow), which every row of a puzzle must have or none,
	// and for indexes (see indexedRow), as must they too, with the number
	// of the first row.
	labelled, sheetLabelled, indexedLine bool
	labels, sheetLabels, indexed         uint16
	indexFrom                            int

	// The puzzle being read a cell a line (see addItem), and the line of
	// the first cell of each row.
	items   Grid
	nitems  int
	itemsAt [9]int
	// Whether a blank among the items is a word, such as null, and
	// whether the last puzzle's items were digits from 0 to 8 (see
	// itemDigits); the last line that opened a list; whether a list of
	// cells opened on a line before is still open (see listPart), and the
	// last line that closed one, or a line of brackets and commas after
	// it, as between the lists of a list of them.
	itemWords, itemsUp bool
	openedAt           int
	listOpen           bool
	closedAt           int
	// Whether the items are an array as PHP prints it (see printedItem),
	// and the index plus one of the item whose value var_dump prints on
	// the next line, or 0 (see dumpedKey).
	printed   bool
	dumpedKey int

	// The length of the line just read, with any spaces at its end (see
	// spacedRow), and whether a row of the grid being read was drawn with
	// spaces for blanks, after which a line of nine spaces is a row.
	width  int
	spaced bool
	// bulleted is whether a row of the grid being read followed a bullet
	// (see bulletRow), after which the bullet of a short row is no blank.
	bulleted bool

	// The lines of the last two borders; the line held as the ninth row
	// of the grid being read, or 0, until the line after its border tells
	// whether it is a spacer line; and whether the rows are each drawn
	// between two spacer lines (see spacer).
	ruleAt, ruleBefore, pending int
	spacers                     bool

	many       []listPuzzle // the puzzles of a line that holds more than one
	postScript bool         // whether the input is a PostScript program (see postScriptPuzzle)
	commentAt  int          // the line of a comment /* not yet closed by */, or 0
	long       []byte       // a line longer than br's buffer

	// The last puzzle yielded and its line, and whether the next grid
	// read comes right after it: if it has no blank and keeps its givens,
	// it is its solution.
	last        Grid
	lastAt      int
	afterPuzzle bool

	// Whether the grids that follow are solutions, not puzzles: after a
	// header or a comment naming them (see solutionHeader), once a
	// puzzle with a blank was read, or a key naming a solution whose
	// value is written on the lines below (see opensSolution). Another
	// header or key, or a grid with a blank, ends them.
	solutions, solutionKey bool
}

func (pr *puzzleReader) errorf(lineNo int, format string, args ...any) error {
	return &lineError{pr.name, lineNo, fmt.Sprintf(format, args...)}
}

// read reads the input, yielding each puzzle and fault as it completes.
func (pr *puzzleReader) read(yieldAny func(puzzle, error) bool) {
	yield := func(p puzzle, err error) bool {
		if err == nil {
			pr.good++
			pr.last, pr.lastAt, pr.afterPuzzle = p.grid, p.lineNo, true
		} else {
			pr.faults++
			pr.afterPuzzle = false
		}
		return yieldAny(p, err)
	}
	for {
		text, err := pr.readLine()
		switch {
		case err == nil && len(text) <= maxLine:
			// A line to read, nearly every time.
		case err == io.EOF && pr.commentAt > 0:
			yield(puzzle{}, pr.errorf(pr.commentAt, "comment /* is not closed by */"))
			return
		case err == io.EOF:
			if (pr.pending == 0 || pr.addPending(yield)) && pr.endGrid(yield) && pr.endItems(yield) && pr.faults == 0 && pr.count >= 0 && pr.good != pr.count && !pr.sizeFirst() {
				yield(puzzle{}, pr.errorf(1, "the first line says %d %s, the file has %d", pr.count, plural(pr.count, "puzzle"), pr.good))
			}
			return
		case err == errTooLong || err == nil && len(text) > maxLine && !startsList(text):
			if !yield(puzzle{}, pr.errorf(pr.lineNo, "line is too long (over %d bytes)", maxLine)) {
				return
			}
			continue
		case err == errListTooLong:
			if !yield(puzzle{}, pr.errorf(pr.lineNo, "line is too long (over %d MB of lists; indented, as jq . writes it, the file can be read)", maxListLine>>20)) {
				return
			}
			continue
		case err != nil:
			yield(puzzle{}, err)
			return
		}
		if pr.lineNo == 1 {
			if n, ok := countLine(text); ok && pr.width != 9 { // not a row padded with spaces
				pr.count = n // as some collections begin: "95", then the puzzles
				continue
			}
			if string(bytes.ReplaceAll(text, []byte(" "), nil)) == "3,3" {
				continue // the boxes' size, as pzl's files begin
			}
			if sizeLine(text) && pr.width != 9 {
				continue // the grid's size, as some course files begin
			}
			pr.postScript = bytes.HasPrefix(text, []byte("%!PS"))
		}
		if pr.postScript {
			// A program of PostScript: its puzzles are its strings of
			// 81 cells, and the rest is drawing.
			var p Grid
			if postScriptPuzzle(text, &p) && !yield(puzzle{p, pr.lineNo}, pr.checkGivens(&p, nil)) {
				return
			}
			continue
		}
		if pr.commentAt > 0 || len(text) > 1 && (text[0] == '/' || text[0] == ' ' || text[0] == '\t') && opensComment(text) {
			// A comment over lines, as source code has: what is in it,
			// a puzzle put aside too, is not read, and a grid may go on
			// after it.
			if pr.commentAt == 0 {
				pr.commentAt = pr.lineNo
			} else if bytes.Contains(text, []byte("*/")) {
				pr.commentAt = 0
			}
			continue
		}
		if len(text) > 0 && len(text) < 16 && pr.rows == 0 && pr.nitems == 0 {
			if n, ok := numberLabel(text); ok && n == pr.good+pr.faults+1 {
				// The number of the puzzle that follows: the first line
				// was the first puzzle's, not a count.
				pr.count = -1
				continue
			}
		}
		if exact := len(text) == 17 || len(text) == 81; pr.nitems > 0 || pr.listOpen || !exact {
			opened := pr.openedAt > 0 && pr.openedAt == pr.lineNo-1
			if len(text) > 0 && text[len(text)-1] == '[' {
				pr.openedAt = pr.lineNo
			}
			if taken, ok := pr.addItem(text, opened, yield); !ok {
				return
			} else if taken {
				continue
			}
		}
		if pr.spacers || pr.pending > 0 || pr.rows == 8 && pr.lineNo == pr.ruleAt+3 {
			if skip, ok := pr.spacer(text, yield); !ok {
				return
			} else if skip {
				continue
			}
		}
		var cells Grid
		pr.labelled, pr.sheetLabelled, pr.indexedLine, pr.fieldsRead = false, false, false, false
		kind, n, err := pr.parseLine(text, &cells)
		if kind == cellLine {
			pr.printed = false // no longer in an array PHP printed
		}
		switch {
		case kind == skipLine:
			pr.solutions = pr.solutions || solutionHeader(text) // a comment naming them
			continue
		case kind == manyLine:
			if !pr.endGrid(yield) {
				return
			}
			for i := range pr.many {
				p := puzzle{pr.many[i].grid, pr.lineNo}
				err := pr.checkGivens(&p.grid, nil)
				if n := pr.many[i].n; n != 81 {
					p, err = puzzle{}, pr.errorf(pr.lineNo, "puzzle %d of the line has %d cells, want 81", i+1, n)
				}
				if !yield(p, err) {
					return
				}
			}
			continue
		case kind == emptyLine && (pr.rows == 3 || pr.rows == 6) && pr.rowsAt[pr.rows-1] == pr.lineNo-1 && pr.held == noRow && !pr.bad:
			continue // between bands, as some programs print a grid
		case kind == emptyLine && pr.held == numbersRow && (pr.rows == 2 || pr.rows == 3) &&
			pr.rowsAt[0] == pr.heldAt+1 && pr.rowsAt[pr.rows-1] == pr.lineNo-1 && !pr.bad:
			// Between bands, the held row 1 to 9 and the rows after it
			// tell what it was: the grid's first row if two follow it,
			// the numbers of its columns if three do.
			if pr.rows == 2 {
				pr.placeHeld()
			} else {
				pr.held = noRow
			}
			continue
		case kind != cellLine:
			if !pr.endGrid(yield) {
				return
			}
			if kind == headerLine && !isStructure(text) && !onlyTags(text) {
				pr.solutions = solutionHeader(text)
			}
			if kind == headerLine && namedColumns(text) {
				pr.columnsAt = pr.lineNo
			}
			continue
		case n >= 45:
			// A line is a whole puzzle or a row by its length, even when
			// malformed, so that one bad row does not throw the rows after
			// it out of step.
			if !pr.endGrid(yield) {
				return
			}
			if err == nil && pr.isSolution(&cells) {
				continue
			}
			if err == nil {
				err = pr.checkGivens(&cells, nil)
			}
			if !yield(puzzle{cells, pr.lineNo}, err) {
				return
			}
			continue
		}
		if !pr.addRow(text, &cells, err, yield) {
			return
		}
	}
}

// spacer reports whether text, the line just read, is a spacer line, to
// be skipped, and false for ok if yield returned false. A grid drawn with
// a border after every row may have a line of nine empty fields between
// bars above and below each row, as Col's Sudoku Helper exports one:
// three lines between each two borders. Read as rows, the first nine such
// lines of a frame are a grid (whose rows 1 and 3, both empty, may be
// swapped: it has two solutions at least), as they are in a grid drawn
// with a border after each band, and so they are read unless the frame
// goes on after their border with another empty line: then rows 2, 5 and
// 8 were the grid's first three, and each empty line next to a border is
// a spacer until the frame's last border, after its grid. So each frame
// gives one grid of nine rows. Another line where a spacer should be is a
// fault.
func (pr *puzzleReader) spacer(text []byte, yield func(puzzle, error) bool) (skip, ok bool) {
	at := pr.lineNo - pr.ruleAt // the line's place after the last border
	empty := emptyFields(text)
	switch {
	case isBorder(text):
		return false, true // noted by parseOther
	case pr.pending > 0 && at == 1 && pr.ruleAt == pr.pending+1 && empty:
		pr.moveRows(0, 1, 1)
		pr.moveRows(1, 4, 1)
		pr.moveRows(2, 7, 1)
		pr.rows, pr.pending, pr.spacers = 3, 0, true
		return true, true
	case pr.pending > 0:
		return false, pr.addPending(yield) // the frame ended
	case pr.spacers && at == 2:
		return false, true // the row
	case pr.spacers && empty && (at == 1 || at == 3):
		return true, true
	case pr.spacers && pr.rows == 0:
		pr.spacers = false // after the grid, in a frame without its last border
	case pr.spacers:
		// The pattern broken: the grid is malformed, not read otherwise.
		pr.bad = pr.bad || pr.rows > 0
		return true, yield(puzzle{}, pr.errorf(pr.lineNo, "want a line of empty boxes or a border, as around each row of the grid"))
	case empty && pr.spacedBands():
		pr.pending = pr.lineNo
		return true, true
	}
	return false, true
}

// spacedBands reports whether the eight rows of the grid being read, and
// the line just read after them, are three bands between borders, each
// a row between two lines of empty fields (see spacer).
func (pr *puzzleReader) spacedBands() bool {
	if pr.rows != 8 || pr.held != noRow || pr.bad || pr.fieldRows|pr.labels|pr.sheetLabels|pr.indexed != 0 ||
		pr.ruleBefore != pr.rowsAt[3]-1 || pr.ruleAt != pr.rowsAt[6]-1 || pr.lineNo != pr.rowsAt[7]+1 {
		return false
	}
	for k := range 8 {
		if pr.rowsAt[k] != pr.rowsAt[0]+k+k/3 || k%3 != 1 && [9]uint8(pr.cur[9*k:9*k+9]) != [9]uint8{} {
			return false
		}
	}
	return true
}

// addPending adds the line held as the grid's ninth row, empty, and yields
// the grid (see spacer). It reports false if yield did.
func (pr *puzzleReader) addPending(yield func(puzzle, error) bool) bool {
	at := pr.pending
	pr.pending = 0
	pr.appendRow(&Grid{})
	pr.rowsAt[8] = at
	return pr.completeGrid(yield)
}

// emptyFields reports whether text is nine empty fields between ten bars.
func emptyFields(text []byte) bool {
	bars := 0
	for i := 0; i < len(text); {
		_, class, _, size := charAt(text, i)
		i += size
		switch class {
		case barChar:
			bars++
		case spaceChar:
		default:
			return false
		}
	}
	return bars == 10
}

// A heldRow is a row that may be the first of a grid or a line between
// grids.
type heldRow uint8

const (
	noRow      heldRow = iota
	emptyRow           // fields with nothing in them, ",,,,,,,,"
	numbersRow         // 1 to 9: the numbers of the columns above a grid
)

// holds returns the kind of held row that text, read as the row cells
// with the fault err, is, or noRow (see holdsRow).
func (pr *puzzleReader) holds(text []byte, cells *Grid, err error) heldRow {
	if err != nil || pr.labelled || pr.sheetLabelled {
		return noRow
	}
	return holdsRow(text, cells)
}

// holdsRow returns the kind of held row that text, read as the row cells,
// is, or noRow. A spreadsheet writes its empty rows as fields with nothing
// in them, so that a row of a grid with no given and the empty row that
// parts two grids are the same line; and the numbers of the columns over
// a grid are a row too.
func holdsRow(text []byte, cells *Grid) heldRow {
	switch [9]uint8(cells[:9]) {
	case [9]uint8{1, 2, 3, 4, 5, 6, 7, 8, 9}:
		return numbersRow
	case [9]uint8{}:
		if len(bytes.Trim(text, ",;\t")) == 0 {
			return emptyRow
		}
	}
	return noRow
}

// countLine reads a count of puzzles, a number of one to eight digits
// without a leading 0, alone on a line. It is taken as one only on the first
// line, and must then equal the puzzles read: a row cut short there, such
// as 5300700, does not, and is still a fault.
func countLine(text []byte) (int, bool) {
	t := bytes.TrimRight(bytes.TrimLeft(text, " "), " \t") // after tabs, a spreadsheet's row
	if len(t) == 0 || len(t) > 8 || t[0] == '0' || !plainDigits(string(t)) {
		return 0, false
	}
	n, _ := strconv.Atoi(string(t))
	return n, true
}

// sizeLine reports whether text gives the grid's size, "9 9", "9x9" or
// "9*9", as some course files begin. A lone 9 is read as a count, and
// only the puzzles after it tell that it was the size (see sizeFirst).
func sizeLine(text []byte) bool {
	f := strings.Fields(strings.NewReplacer("x", " ", "X", " ", "*", " ").Replace(string(text)))
	return len(f) == 2 && f[0] == "9" && f[1] == "9"
}

// sizeFirst reports whether the number on the first line, read as a
// count, was the grid's size: a 9 before one grid of nine rows and
// nothing else.
func (pr *puzzleReader) sizeFirst() bool {
	return pr.count == 9 && pr.good == 1 && pr.lastAt == pr.rowsAt[0]
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

// addRow adds the cells read from the line text, with the fault err, as a
// row of the puzzle in the grid form, and yields the puzzle if it is the
// ninth. A row of a kind that may lie between grids is held (see
// holdsRow) until the tenth row after it or the end of the rows tells
// whether it was the first of the grid after it. It reports false if
// yield did.
func (pr *puzzleReader) addRow(text []byte, cells *Grid, err error, yield func(puzzle, error) bool) bool {
	if 0 < pr.rows && pr.rows < 8 && err == nil && pr.held == noRow && !pr.labelled && !pr.sheetLabelled && !pr.fieldsRead {
		pr.appendRow(cells) // the second to the eighth row, nearly every time
		return true
	}
	if pr.held != noRow && pr.rows == 9 {
		// The held row is the grid's first, not a line before it, if
		// only then is the grid a puzzle with one solution. If both
		// readings are (the rows of each band in another order, as
		// when a band's first row is empty), the row after tells: a
		// row of the next grid, or, if it is another empty row, not.
		h := pr.holds(text, cells, err)
		first := false
		if pr.held == emptyRow {
			pr.placeSoFar()
			after, before := unique(pr.cur[:]), unique(pr.heldFirst())
			if after && before && h == pr.held {
				at := pr.heldAt
				pr.rows, pr.held = 0, noRow
				if !yield(puzzle{}, pr.errorf(at, "an empty row and nine rows: which of them are the grid's is not clear")) {
					return false
				}
				return pr.addRow(text, cells, err, yield)
			}
			first = before && (!after || h != pr.held)
		}
		switch {
		case h == pr.held && !first:
			// Another such row ten rows on: both are lines between
			// grids, as an empty row parts each two grids of a sheet.
			pr.held, pr.heldAt = h, pr.lineNo
			return pr.completeGrid(yield)
		case pr.held == emptyRow && !first && [9]uint8(pr.cur[:9]) == [9]uint8{}:
			// Two empty rows, and nine rows after them: the grid.
			pr.moveRows(0, 1, 8)
			pr.rows, pr.held = 8, noRow
		default:
			// The held row was the first of a grid of itself and
			// eight rows, and the ninth begins the next: as its first
			// row, or, if empty, as a row held in turn.
			held, next := pr.held, *pr
			pr.rows = 8
			pr.placeHeld()
			if !pr.completeGrid(yield) {
				return false
			}
			if held == emptyRow && [9]uint8(next.cur[72:81]) == [9]uint8{} {
				pr.held, pr.heldAt = emptyRow, next.rowsAt[8]
				break
			}
			copy(pr.cur[:9], next.cur[72:81])
			pr.bad = next.bad // the row may be the one reported
			pr.rowsAt[0], pr.fields[0] = next.rowsAt[8], next.fields[8]
			pr.rows, pr.labels, pr.sheetLabels, pr.indexed, pr.fieldRows = 1, next.labels>>8, next.sheetLabels>>8, next.indexed>>8, next.fieldRows>>8
		}
	}
	if pr.rows == 8 && pr.held == noRow && pr.holds(text, cells, err) == emptyRow {
		// An empty row after eight, where the grid is a puzzle only
		// with an empty row before them, not after: a spreadsheet
		// program wrote the area from the first row with a cell, and
		// this one lies between grids.
		if pr.placeSoFar(); !unique(pr.cur[:72]) && unique(pr.heldFirst()) {
			pr.moveRows(1, 0, 8)
			clear(pr.cur[:9])
			pr.rowsAt[0], pr.rows = pr.rowsAt[1], 9
			return pr.completeGrid(yield)
		}
	}
	if err != nil {
		pr.bad = true
		if !yield(puzzle{}, err) {
			return false
		}
	}
	if pr.rows == 0 {
		pr.labels, pr.sheetLabels, pr.indexed, pr.fieldRows = 0, 0, 0, 0
		if pr.held == noRow {
			if h := pr.holds(text, cells, err); h != noRow {
				pr.held, pr.heldAt = h, pr.lineNo
				return true
			}
		}
		if pr.labelled || pr.sheetLabelled {
			pr.held = noRow // rows named by their labels: it was no row
		}
	}
	if pr.labelled {
		pr.labels |= 1 << pr.rows
	}
	if pr.sheetLabelled {
		pr.sheetLabels |= 1 << pr.rows
	}
	if pr.indexedLine {
		pr.indexed |= 1 << pr.rows
	}
	if pr.fieldsRead {
		pr.fields[pr.rows] = pr.field
		pr.fieldRows |= 1 << pr.rows
	}
	pr.appendRow(cells)
	if pr.rows < 9 || pr.held != noRow {
		return true
	}
	return pr.completeGrid(yield)
}

// appendRow puts cells after the rows of the grid being read.
func (pr *puzzleReader) appendRow(cells *Grid) {
	copy(pr.cur[pr.rows*9:pr.rows*9+9], cells[:9])
	pr.rowsAt[pr.rows] = pr.lineNo
	pr.rows++
}

// placeSoFar puts in place the rows read so far as a spreadsheet's
// fields (see placeFields), where they can be, before the grid is
// complete, so that its readings can be tried.
func (pr *puzzleReader) placeSoFar() {
	if pr.fieldRows != 0 {
		pr.placeFields()
	}
}

// heldFirst returns the grid of the held row and the first eight rows
// after it.
func (pr *puzzleReader) heldFirst() []uint8 {
	var g Grid
	copy(g[9:], pr.cur[:72])
	if pr.held == numbersRow {
		copy(g[:9], []uint8{1, 2, 3, 4, 5, 6, 7, 8, 9})
	}
	return g[:]
}

// unique reports whether the cells g, as many as a grid has or fewer, the
// rest blank, make a puzzle with exactly one solution.
func unique(cells []uint8) bool {
	var g Grid
	copy(g[:], cells)
	return !repeats(&g) && solve(&g, 2) == 1
}

// placeHeld makes the held row the first of the grid in the grid form
// being read, before the rows read after it.
func (pr *puzzleReader) placeHeld() {
	pr.moveRows(1, 0, pr.rows)
	clear(pr.cur[:9])
	if pr.held == numbersRow {
		copy(pr.cur[:9], []uint8{1, 2, 3, 4, 5, 6, 7, 8, 9})
	}
	pr.rowsAt[0] = pr.heldAt
	pr.rows++
	pr.held = noRow
}

// moveRows moves n rows of the grid being read from row from to row to,
// with what is known of each, which only they then have.
func (pr *puzzleReader) moveRows(to, from, n int) {
	copy(pr.cur[9*to:9*(to+n)], pr.cur[9*from:9*(from+n)])
	copy(pr.rowsAt[to:to+n], pr.rowsAt[from:from+n])
	copy(pr.fields[to:to+n], pr.fields[from:from+n])
	move := func(m uint16) uint16 { return m >> from & (1<<n - 1) << to }
	pr.labels, pr.sheetLabels, pr.indexed, pr.fieldRows = move(pr.labels), move(pr.sheetLabels), move(pr.indexed), move(pr.fieldRows)
}

// completeGrid yields the nine rows of the grid in the grid form being
// read as a puzzle, unless a row was malformed or the grid is a solution.
// It reports false if yield did.
func (pr *puzzleReader) completeGrid(yield func(puzzle, error) bool) bool {
	pr.spaced, pr.bulleted = false, false
	if pr.fieldRows != 0 && !pr.bad {
		switch n := pr.placeFields(); {
		case n == 0:
			pr.rows = 0
			return pr.fieldFaults(yield)
		case n > 1:
			pr.rows = 0
			return yield(puzzle{}, pr.errorf(pr.rowsAt[0], "which nine fields of the rows are the grid's is not clear: remove the empty columns beside it"))
		}
	}
	p, bad := puzzle{pr.cur, pr.rowsAt[0]}, pr.bad
	pr.rows, pr.bad = 0, false
	if l := pr.sheetLabels; l != 0 && l != 1<<9-1 && !bad {
		// A row of ten fields whose first happens to be its number,
		// most likely, among rows without.
		i := bits.TrailingZeros16(l)
		return yield(puzzle{}, pr.errorf(pr.rowsAt[i], "row has 10 fields, its number first, where the other rows have none"))
	}
	if l := pr.indexed; l != 0 && l != 1<<9-1 && !bad {
		i := bits.TrailingZeros16(l)
		return yield(puzzle{}, pr.errorf(pr.rowsAt[i], "row has 10 cells, its number first, where the other rows have none"))
	}
	return bad || pr.isSolution(&p.grid) || yield(p, pr.checkGivens(&p.grid, &pr.rowsAt))
}

// isSolution reports whether g, a grid just read, is a solution, not a
// puzzle: one with no blank among solutions (see the reader's solutions
// field), or right after a puzzle, keeping its givens, as programs write
// a puzzle and then its solution. A grid with a blank ends solutions.
// Before a puzzle with a blank was read, only a key makes one: a file of
// solved grids under a header "Solved" holds no puzzle they would solve.
func (pr *puzzleReader) isSolution(g *Grid) bool {
	after := pr.afterPuzzle
	pr.afterPuzzle = false
	if bytes.IndexByte(g[:], 0) >= 0 {
		pr.solutions, pr.solutionKey = false, false
		return false
	}
	if pr.solutionKey {
		return true
	}
	if pr.good == 0 || bytes.IndexByte(pr.last[:], 0) < 0 {
		return false // not after a puzzle with a blank: what would it solve?
	}
	if pr.solutions {
		return true
	}
	if !after {
		return false
	}
	for i, d := range pr.last {
		if d != 0 && d != g[i] {
			return false
		}
	}
	return !repeats(g)
}

// dropHeader forgets the one row of the puzzle in the grid form so far if
// it has no given and a border follows it: it is the header of a Markdown
// table, whose border comes under its first row. Its caller keeps a row
// with a border above it too, unless the border under it is a Markdown
// table's (see isDelimiterRow).
func (pr *puzzleReader) dropHeader() {
	if pr.rows == 1 && !pr.bad && [9]uint8(pr.cur[:9]) == [9]uint8{} {
		pr.rows = 0
	}
}

// addItem reads text as cells of a puzzle written a cell or a few a
// line, as JSON is written with each item of a list on a line of its own
// ("5," or `"5",` and the last of a row without the comma) and Node.js
// prints a long list, five numbers a line for a row and ten or more for a
// whole puzzle, between lines of brackets. Cells with a comma after them,
// outside a puzzle in the grid form, start such a puzzle (nine of them are
// a row, and more only after a line that opens a list, opened), and 81
// cells make it; so does a list of cells that a line opens and a later
// one closes, whatever their number a line (see listPart), an array as
// PHP prints it (see printedItem and dumpedKey), and cells under their
// keys A1 to I9 (see keyedCells). It reports whether text was taken, and
// false for ok if yield returned false. A line that is neither cells nor
// brackets ends the puzzle, which is incomplete if it has begun, and so
// does the end of such a list.
func (pr *puzzleReader) addItem(text []byte, opened bool, yield func(puzzle, error) bool) (taken, ok bool) {
	if len(text) == 0 && !pr.listOpen && !pr.printed {
		return false, pr.endItems(yield) // between grids, as often as grids
	}
	if pr.rows == 0 {
		key := pr.dumpedKey - 1
		pr.dumpedKey = 0
		if key >= 0 {
			if v, ok := dumpedCell(text); ok && (key == pr.nitems || key == pr.nitems%9) {
				return true, pr.addCells([]uint8{v}, false, yield)
			}
		}
		if k := dumpedKey(text); k > 0 {
			pr.printed, pr.dumpedKey = true, k
			return true, true
		}
		switch k, v, ok := printedItem(text); {
		case ok && (k == pr.nitems || k == pr.nitems%9):
			pr.printed = true
			return true, pr.addCells([]uint8{v}, false, yield)
		case (pr.printed || bytes.Contains(text, []byte(" =>"))) && printedStructure(text):
			pr.printed = true // "[2] => Array" or "2 => ", a key whose value follows
			return true, true
		}
	}
	if pr.listOpen || pr.nitems == 0 && pr.rows == 0 {
		var cells [81]uint8
		switch n, opens, closes, words := listPart(text, &cells, pr.listOpen); {
		case n > 0 && (pr.listOpen || opens && !closes):
			pr.listOpen = !closes
			if !pr.addCells(cells[:n], words, yield) {
				return true, false
			}
			if closes {
				pr.closedAt = pr.lineNo
				return true, pr.endItems(yield)
			}
			return true, true
		case pr.listOpen:
			pr.listOpen = false
			if closes {
				pr.closedAt = pr.lineNo // the closing bracket alone
			}
			return closes, pr.endItems(yield)
		case pr.closedAt > 0 && pr.closedAt == pr.lineNo-1 && isStructure(text):
			pr.closedAt = pr.lineNo
			return true, true
		}
	}
	if pr.rows == 0 {
		var cells [81]uint8
		if n := keyedCells(text, pr.nitems, &cells); n > 0 {
			return true, pr.addCells(cells[:n], false, yield)
		}
	}
	var cells [16]uint8
	switch n, comma, words := listItems(text, &cells); {
	case n > 0 && pr.rows == 0 && (pr.nitems > 0 || comma && (n < 9 || n > 9 && opened)):
		return true, pr.addCells(cells[:n], words, yield)
	case pr.nitems > 0 && (isStructure(text) || onlyTags(text)):
		return true, true
	}
	return false, pr.endItems(yield)
}

// addCells adds cells to the puzzle being read a cell or a few a line,
// and yields it once it has 81; words says whether a blank among them was
// a word. It reports false if yield did.
func (pr *puzzleReader) addCells(cells []uint8, words bool, yield func(puzzle, error) bool) bool {
	if pr.nitems == 0 {
		pr.itemWords = false
	}
	pr.itemWords = pr.itemWords || words
	for _, v := range cells {
		if pr.nitems%9 == 0 {
			pr.itemsAt[pr.nitems/9] = pr.lineNo
		}
		pr.items[pr.nitems] = v
		if pr.nitems++; pr.nitems < 81 {
			continue
		}
		pr.nitems = 0
		pr.itemDigits()
		if !pr.isSolution(&pr.items) && !yield(puzzle{pr.items, pr.itemsAt[0]}, pr.checkGivens(&pr.items, &pr.itemsAt)) {
			return false
		}
		pr.itemWords = false
	}
	return true
}

// itemZero is the cell listItems gives for an item 0: a blank, unless the
// list's blanks are words (see itemDigits).
const itemZero = 10

// itemDigits makes the 81 items read a grid: if the blanks among them are
// words such as null and a 0 is among them too, and no 9, the digits run
// from 0 to 8, as some JavaScript libraries keep them, and each is read one
// up; so do they in the list right after such a puzzle if it has a 0 and
// no 9, as its solution. Else a 0 is a blank.
func (pr *puzzleReader) itemDigits() {
	zero, nine := false, false
	for _, v := range pr.items {
		zero, nine = zero || v == itemZero, nine || v == 9
	}
	up := (pr.itemWords || pr.itemsUp) && zero && !nine
	pr.itemsUp = up && pr.itemWords // for the next list only, its solution
	for i, v := range pr.items {
		switch {
		case v == itemZero && up:
			pr.items[i] = 1
		case v == itemZero:
			pr.items[i] = 0
		case v != 0 && up:
			pr.items[i] = v + 1
		}
	}
}

// listItems reads into cells the cells that text holds as items of a
// list, one to sixteen of them between commas, each perhaps in quotes, and
// reports how many, or 0, whether a comma ends the line, and whether a
// blank was a word: "5,", `"5",`, "null,", "5, 3, 0, 0, 7,", `'5', '3',
// '.',`. An item 0 is itemZero. A cell of a table of markup, <td>5</td>,
// or of YAML's lists, "- 5", is an item that starts a puzzle as the comma
// does.
func listItems(text []byte, cells *[16]uint8) (n int, comma, words bool) {
	t := bytes.TrimSpace(text)
	if len(t) == 0 {
		return 0, false, false // between grids, as often as grids
	}
	if open, end := bytes.IndexByte(t, '>'), bytes.LastIndex(t, []byte("</")); len(t) > 0 && t[0] == '<' && open >= 0 && end > open {
		if !cellTag(t[1:open]) {
			return 0, false, false
		}
		v, ok := markupCell(t[open+1 : end])
		if !ok {
			return 0, false, false
		}
		cells[0] = v
		return 1, true, false
	}
	t, comma = bytes.CutSuffix(t, []byte(","))
	yaml := false
	if t, yaml = bytes.CutPrefix(t, []byte("- ")); yaml {
		// An item of YAML's lists in blocks, "- - 5" starting a row
		// and "  - 3" after it, as PyYAML writes them: one cell; but
		// not a rule of spaced dashes, "- - - - - - - - - - - - -".
		if isBorder(text) {
			return 0, false, false
		}
		for ok := true; ok; {
			t, ok = bytes.CutPrefix(bytes.TrimLeft(t, " "), []byte("- "))
		}
		comma = true
	}
	for {
		item, rest, more := bytes.Cut(t, []byte(","))
		if yaml {
			item, more = t, false
		}
		v, word, ok := itemCell(bytes.TrimSpace(item))
		if n == len(cells) || !ok {
			return 0, false, false
		}
		cells[n], words = v, words || word
		n++
		if !more {
			return n, comma, words
		}
		t = rest
	}
}

// endItems ends the puzzle being read a cell a line, which is incomplete
// if it has begun. It reports false if yield did.
func (pr *puzzleReader) endItems(yield func(puzzle, error) bool) bool {
	n := pr.nitems
	pr.nitems, pr.listOpen, pr.printed = 0, false, false
	if n == 0 {
		return true
	}
	return yield(puzzle{}, pr.errorf(pr.itemsAt[0], "incomplete puzzle: %d of 81 cells", n))
}

// endGrid ends the puzzle in the grid form being read, which is incomplete
// if it has begun; a puzzle with a row already reported is not reported
// again. It reports false if yield did.
func (pr *puzzleReader) endGrid(yield func(puzzle, error) bool) bool {
	if pr.held != noRow {
		pr.placeSoFar()
	}
	switch {
	case pr.held == noRow:
	case pr.rows == 9:
		// A line between grids, or the numbers of the columns; or the
		// first row of a grid and an empty row after it, if that grid
		// is a puzzle with one solution: a spreadsheet program writes no
		// empty row after the last with a cell.
		if pr.held == emptyRow && [9]uint8(pr.cur[72:81]) == [9]uint8{} && unique(pr.heldFirst()) {
			pr.rows = 8
			pr.placeHeld()
		}
		pr.held = noRow
		return pr.completeGrid(yield)
	case pr.rows == 8 && pr.held == emptyRow && !unique(pr.heldFirst()) && unique(pr.cur[:72]):
		// A line between grids, and the grid after it without its last
		// row, which was empty: a spreadsheet program writes no empty
		// row after the last it has cells in.
		pr.held = noRow
		clear(pr.cur[72:])
		pr.rowsAt[8], pr.rows = pr.rowsAt[7], 9
		return pr.completeGrid(yield)
	case pr.held == emptyRow && !slices.ContainsFunc(pr.cur[:9*pr.rows], func(d uint8) bool { return d != 0 }):
		pr.held, pr.rows = noRow, 0 // empty rows after the last grid
	default:
		pr.placeHeld()
		if pr.rows == 9 {
			return pr.completeGrid(yield)
		}
	}
	rows, bad := pr.rows, pr.bad
	pr.rows, pr.bad, pr.spaced, pr.bulleted = 0, false, false, false
	switch {
	case rows == 0 || bad:
		return true
	case pr.fieldRows != 0:
		return pr.fieldFaults(yield) // as bad as they are short
	}
	return yield(puzzle{}, pr.errorf(pr.rowsAt[0], "incomplete puzzle: %d of 9 rows", rows))
}

// nextLine reads the next line from br without its newline and reports
// whether it ended in one. A line longer than br's buffer is put together
// in *long, up to maxListLine bytes, if long is not nil and the line
// starts a list (see startsList); one longer still is skipped and gives
// errListTooLong, and any other errTooLong. The end of the input gives
// io.EOF.
func nextLine(br *bufio.Reader, long *[]byte) (text []byte, newline bool, err error) {
	text, err = br.ReadSlice('\n')
	if err == nil {
		return text[:len(text)-1], true, nil // the line and its newline, nearly every time
	}
	split := err == bufio.ErrBufferFull
	list := split && long != nil && startsList(text)
	kept := list
	if kept {
		*long = append((*long)[:0], text...)
	}
	for err == bufio.ErrBufferFull {
		text, err = br.ReadSlice('\n')
		if kept = kept && len(*long)+len(text) <= maxListLine; kept {
			*long = append(*long, text...)
		}
	}
	switch {
	case err == nil:
		newline = true
	case err == io.EOF && (len(text) > 0 || split): // a last line without one
	default:
		return nil, false, err
	}
	switch {
	case split && !kept && list:
		return nil, newline, errListTooLong
	case split && !kept:
		return nil, newline, errTooLong
	case split:
		text = *long
	}
	return bytes.TrimSuffix(text, []byte("\n")), newline, nil
}

// readLine returns the next line without its line end and trailing spaces
// (a tab can end a spreadsheet's row), or errTooLong or errListTooLong if
// it is too long (see nextLine).
func (pr *puzzleReader) readLine() ([]byte, error) {
	text, _, err := nextLine(pr.br, &pr.long)
	if err != nil && err != errTooLong && err != errListTooLong {
		return nil, err
	}
	pr.lineNo++
	if err != nil {
		return nil, err
	}
	pr.width = len(text)
	return bytes.TrimRight(text, " "), nil
}

// A lineKind is what a line of puzzles is.
type lineKind uint8

const (
	cellLine   lineKind = iota // a row or a whole puzzle, or malformed
	emptyLine                  // ends a puzzle in the grid form
	headerLine                 // ends one too
	skipLine                   // a comment or a border
	manyLine                   // puzzles, more than one, in the reader's many
)

// parseLine reads one line into g and returns its kind and, for cells, how
// many there are, counting malformed ones, and the first fault.
func (pr *puzzleReader) parseLine(text []byte, g *Grid) (lineKind, int, error) {
	// The exact forms, nearly all input, go the short way.
	if len(text) == 17 && exactRow(text, g) {
		return cellLine, 9, nil
	}
	if len(text) == 81 && exactLine(text, g) {
		return cellLine, 81, nil
	}
	if len(text) == 17 || len(text) == 81 {
		*g = Grid{} // what the exact form's reading left
	}
	return pr.parseOther(text, g)
}

// parseOther is parseLine for the lines of other forms than the exact
// ones: a function of its own, whose many steps leave the short way as
// short as it was.
func (pr *puzzleReader) parseOther(text []byte, g *Grid) (lineKind, int, error) {
	if len(text) == 0 {
		if pr.spaced && pr.rows > 0 && pr.width == 9 {
			clear(g[:9])
			return cellLine, 9, nil // nine spaces among rows with spaces for blanks
		}
		return emptyLine, 0, nil // between grids, as often as grids
	}
	spaces := pr.width - len(text) // cut from its end, unless unmarked cuts more
	c := cellsOf(text, g, spaceFields)
	if rest := afterBullet(text); rest != nil && (pr.bulleted && pr.rows > 0 || !bytes.ContainsAny(bytes.TrimSpace(rest), " \t")) {
		// A row after a bullet, of other than nine cells: among rows
		// after bullets, or its cells written together, "- 53007000",
		// where the bullet is no blank.
		var t Grid // g keeps the cells of the whole line
		if c := cellsOf(rest, &t, spaceFields); c.bad < 0 && !c.comment && c.n != 9 && c.n < 45 {
			return cellLine, c.n, pr.cellsFault(c.n)
		}
	}
	if c.bad >= 0 || c.n != 9 && c.n != 81 {
		if t, ok := unmarked(text); ok {
			text, spaces = t, 0
			c = cellsOf(text, g, spaceFields)
		}
	}
	if (c.n == 10 || c.n == 11 && c.seps == 1) && c.bad < 0 && c.bars == 0 && c.marks-c.seps == c.n-1 {
		// Nine cells and a comma after the last, as a list's items are
		// written, or a row's number and nine between spaces (see
		// indexedRow) and a semicolon, as AMPL ends a table of data: no
		// blank after it.
		if last := text[len(text)-1]; last == ';' || last == ',' && c.n == 10 {
			c.n--
		}
	}
	if t := bytes.TrimLeft(text, " "); c.n == 10 && g[0] == 0 && len(t) > 0 && (t[0] == ',' || t[0] == ';') &&
		[9]uint8(g[1:10]) == [9]uint8{1, 2, 3, 4, 5, 6, 7, 8, 9} {
		// A spreadsheet's numbers of the columns, after the empty field
		// above the rows' labels: a row 1 to 9, which labelled rows drop.
		text = t[1:]
		c = cellsOf(text, g, spaceFields)
	}
	if c.n != 9 && c.n != 81 && bytes.IndexByte(text, '\t') >= 0 {
		// A spreadsheet's tab-separated row, in which an empty cell is
		// an empty field between tabs.
		if t := cellsOf(text, g, tabFields); t.bad < 0 && (t.n == 9 || t.n == 81) {
			c = t
		}
	}
	if c.n != 9 && c.n != 81 && c.bad < 0 && c.bars > 0 {
		// A Markdown table's row, one cell between each two bars, an
		// empty one a blank.
		if t := cellsOf(innerBars(text), g, barFields); t.bad < 0 && t.n == t.seps+1 && t.n > c.n {
			c = t
		}
	}
	if c.bad < 0 && c.n > 9 && c.n != 81 && starredRow(text, g) {
		c.n = 9
	}
	if c.bad < 0 && (c.n == 2*9-1 || c.n == 2*81-1) {
		if n := dottedCells(text, g); n > 0 {
			c.n = n
		}
	}
	if c.n == 10 && c.bad < 0 && pr.indexedRow(text, g) {
		c.n = 9
	}
	if c.bad < 0 && (c.n > 9 && c.n != 81 || c.n == 81 && len(text) > 2*81-1) {
		// Into a grid of its own: the line may be the puzzle cellsOf read.
		var t Grid
		if n := candidateCells(text, &t); n > 0 {
			*g = t
			return cellLine, n, nil
		}
	}
	// Not a row or a puzzle, though its characters, bad ones counted, may
	// come to 9 or 81.
	if c.bad >= 0 || c.n != 9 && c.n != 81 {
		if placements(text) {
			return skipLine, 0, nil
		}
		if key, rest, ok := leadingKey(text); ok {
			pr.solutionKey = opensSolution(key, rest)
		}
		if startsList(text) {
			switch pr.many = linePuzzles(text, pr.many); {
			case len(pr.many) == 1 && pr.many[0].n == 81:
				*g = pr.many[0].grid
				return cellLine, 81, nil
			case len(pr.many) > 0:
				return manyLine, len(pr.many), nil
			}
		}
		if slashRows(text, g) || quotedPuzzle(text, g) {
			return cellLine, 81, nil
		}
		switch ok, solution, more := fieldPuzzle(text, g); {
		case solution:
			return skipLine, 0, nil
		case more:
			return cellLine, 81, pr.errorf(pr.lineNo, "line holds two puzzles, want one")
		case ok:
			return cellLine, 81, nil
		}
		if len(text) > 81 {
			switch ok, more := spacedPuzzle(text, g); {
			case more:
				return cellLine, 81, pr.errorf(pr.lineNo, "line holds two puzzles, want one")
			case ok:
				return cellLine, 81, nil
			}
		}
		switch n := listCells(text, g); {
		case n == 9 || n == 81:
			return cellLine, n, nil
		case n > 0 && strings.IndexByte("[{(", bytes.TrimLeft(text, " \t")[0]) >= 0:
			// A list of cells alone on its line, of another size.
			return cellLine, n, pr.cellsFault(n)
		}
		if ok, sheet := labelledRow(text, spaces, g, pr.rows+1); ok {
			pr.labelled, pr.sheetLabelled = true, sheet
			return cellLine, 9, nil
		}
		if fixedRow(text, g) {
			return cellLine, 9, nil
		}
		if pr.width == 9 && spacedRow(text, g) {
			pr.spaced = true
			return cellLine, 9, nil
		}
		if n := markupCells(text, g); n > 0 {
			return cellLine, n, nil
		}
		switch n := elementRow(text, g); {
		case n == 9:
			return cellLine, 9, nil
		case n > 0 && pr.rows > 0:
			// Among rows, not an element such as <level>3</level>.
			return cellLine, n, pr.errorf(pr.lineNo, "row has %d %s, want 9", n, plural(n, "cell"))
		}
		if readFields(text, &pr.field, pr.fieldRows != 0 && pr.rows > 0) {
			// Which nine fields are the grid's, its other rows tell.
			pr.fieldsRead = true
			copy(g[:9], pr.field.window())
			return cellLine, 9, nil
		}
		switch n := stringRow(text, g); {
		case n == 9:
			return cellLine, 9, nil
		case n > 0 && pr.rows > 0:
			return cellLine, n, pr.cellsFault(n)
		}
		if bulletRow(text, g) {
			pr.bulleted = true
			return cellLine, 9, nil
		}
	}
	if c.bad >= 0 || c.comment || 81 <= c.n && c.n <= 81+7 {
		// A puzzle as an item of a list, whose bullet or number cellsOf
		// took for cells (81 or a few more, the last then taken for a
		// note), or after a number sign that it took for a comment, or a
		// word before that.
		if rest := afterLabel(text); rest != nil {
			var t Grid // the line may be the puzzle cellsOf read
			if c := cellsOf(rest, &t, spaceFields); c.bad < 0 && c.n == 81 {
				*g = t
				return cellLine, 81, nil
			}
		}
	}
	switch {
	case c.marks == 0 && c.comment:
		return skipLine, 0, nil
	case c.marks == 0:
		return emptyLine, 0, nil
	case c.bad < 0 && (c.n == 9 || c.n == 81):
		if c.n == 81 && len(text) >= 2*81 {
			if _, more := spacedPuzzle(text, new(Grid)); more {
				// Not a note after the puzzle: another puzzle.
				return cellLine, 81, pr.errorf(pr.lineNo, "line holds two puzzles, want one")
			}
		}
		return cellLine, c.n, nil
	case isBorder(text):
		if pr.ruleAt != pr.lineNo-2 || isDelimiterRow(text) {
			pr.dropHeader() // not a row between two borders, as a grid with one after every row has
		}
		pr.ruleBefore, pr.ruleAt = pr.ruleAt, pr.lineNo
		pr.spacers = pr.spacers && pr.rows > 0 // not after the frame's last row
		return skipLine, 0, nil
	case c.bad < 0:
		return cellLine, c.n, pr.cellsFault(c.n)
	case isHeader(text) || isStructure(text) || c.bars > 0 && isHeader(innerBars(text)) || matrixColumns(text) || pr.rows == 0 && hasWord(text):
		if n := letterCells(text); n > 1 {
			return cellLine, n, pr.cellsFault(n) // a row after its label that labelledRow could not read
		}
		if pr.rows > 0 && codeComment(text) {
			return skipLine, 0, nil // among the rows of an array in source code, as # among rows
		}
		return headerLine, 0, nil
	}
	return cellLine, c.n, pr.errorf(pr.lineNo, "bad character %s in column %d", quoteChar(text[c.bad:]), c.badColumn)
}

// cellsFault is the fault of a line of n cells, neither a row nor a
// puzzle: a puzzle's when n is 45 or more, else a row's.
func (pr *puzzleReader) cellsFault(n int) error {
	if n >= 45 {
		return pr.errorf(pr.lineNo, "line has %d cells, want 81", n)
	}
	return pr.errorf(pr.lineNo, "row has %d %s, want 9", n, plural(n, "cell"))
}

// listCells reads into g a row or a puzzle written as a list: its cells
// between brackets, braces or parentheses, with commas, quotes and spaces
// between, as programs print lists and arrays and write them in their
// source ("[5, 3, 0, …],", `["5", "3", ".", …]`, numpy's "[[5 3 0 …]",
// C's and Java's "{5, 3, 0, …},", Python's tuples, OCaml's and F#'s
// arrays "[|5; 3; 0; …|];"), and a puzzle as a list
// of rows on one line too. The list starts at the first bracket followed
// by a cell, after any brackets, quotes and spaces; what comes before it
// is a label ("board = ", `"grid": `, "int[][] grid = ", Prolog's
// "problem(1, "), and after the last closing bracket there may be only
// commas and semicolons, or a full stop (see listEnds). It returns the
// cells, 9 or 81 for a row or a puzzle, or 0 if text is no such list.
func listCells(text []byte, g *Grid) int {
	const marks = "[]{}()'" // and Python's quotes
	first := -1
	for i := 0; i < len(text) && first < 0; {
		if c := text[i]; c != '[' && c != '{' && c != '(' {
			i++
			continue
		}
		j := i + 1
		for j < len(text) && strings.IndexByte("[{( \t\"'|", text[j]) >= 0 {
			j++
		}
		if j < len(text) && isCell(text[j]) {
			first = i
		}
		i = j // the brackets passed over open no list of cells either
	}
	if first >= 0 && text[first] == '(' {
		// A call whose first argument is the puzzle's number, as Prolog
		// writes one, problem(1, [[_,_,…],…]): the list is the next.
		arg, rest, _ := bytes.Cut(text[first+1:], []byte(","))
		if rest = bytes.TrimLeft(rest, " \t"); plainDigits(string(bytes.TrimSpace(arg))) && len(rest) > 0 && rest[0] == '[' {
			first = len(text) - len(rest)
		}
	}
	last := bytes.LastIndexAny(text, "]})")
	if first < 0 || last < first || !listEnds(text[last+1:], "") {
		return 0
	}
	list := bytes.Map(func(r rune) rune {
		if r < utf8.RuneSelf && strings.IndexByte(marks, byte(r)) >= 0 {
			return ' '
		}
		return r
	}, text[first:last+1])
	if c := cellsOf(list, g, spaceFields); c.bad < 0 && !c.comment {
		return c.n
	}
	return 0
}

// stringRow reads into g a row written as a string of cells in double or
// single quotes, as an item of a list of rows in source code laid out a
// row a line: after the label and the bracket that open the list on the
// first row's line (`char *p[] = {"003020600",`, `rows = ['003020600',`),
// before the brackets that close it on the last's (`"005010300"};`), or
// alone with a comma after it between them (`'900305001',`). It returns
// the string's cells, or 0 if text is no such line.
func stringRow(text []byte, g *Grid) int {
	before, str, rest, ok := quoted(bytes.TrimSpace(text), "")
	label := bytes.TrimRight(before, " \t")
	if !ok || len(label) > 0 && strings.IndexByte("[{(", label[len(label)-1]) < 0 || !listEnds(rest, "]})") {
		return 0
	}
	if c := cellsOf(str, g, spaceFields); c.bad < 0 && !c.comment {
		return c.n
	}
	return 0
}

// indexedRow reports whether g, the ten cells of text, is a row after its
// index, as pandas prints a DataFrame and Node.js's console.table a list of
// lists: the first cell is the digit of the row's number, counted from 0
// as both count, or from 1 under the numbers of the columns, 1 to 9, or
// their names, as R prints a data frame and AMPL's data tables are
// written (see namedColumns), and so in every row of the grid.
// It moves the nine after it to the front. The numbers of the columns
// from 0 to 8, which the row before was read as, are dropped.
func (pr *puzzleReader) indexedRow(text []byte, g *Grid) bool {
	t := bytes.TrimLeft(text, " \t|│┃")
	if len(t) == 0 || t[0] < '0' || t[0] > '9' {
		return false
	}
	if pr.rows == 1 && t[0] == '0' && pr.indexed == 0 && [9]uint8(pr.cur[:9]) == [9]uint8{0, 1, 2, 3, 4, 5, 6, 7, 8} {
		pr.rows = 0 // the numbers of the columns
	}
	switch from := int(t[0]-'0') - pr.rows; {
	case from != 0 && from != 1:
		return false
	case pr.rows == 0 && from == 1 && (pr.held != numbersRow || pr.heldAt != pr.lineNo-1) && (pr.columnsAt == 0 || pr.columnsAt != pr.lineNo-1):
		return false // counted from 1, only under the columns' numbers or names
	case pr.rows > 0 && (pr.indexed != 1<<pr.rows-1 || from != pr.indexFrom):
		return false
	default:
		pr.indexFrom = from
	}
	copy(g[:9], g[1:10])
	pr.labelled, pr.indexedLine = true, true
	return true
}

// labelledRow reads into g a row of nine cells after a label that names
// it: a letter from A to I followed by a space, a colon, a parenthesis or
// a bar ("A 5 3 0 …", "b) 6 0 0 …", "C | 0 9 8 | …"), Row or R and its
// number ("Row 1: 5 3 0 …", "r1 5 3 0 …"), or its number followed by a
// colon, a parenthesis or a bar ("1: 5 3 0 …"), or as R prints a
// matrix's rows ("[1,]    5    3 …"). In a spreadsheet's row,
// the label is a field of its own ("1,5,3,,,7,,,,", "R1;5;3;…", a tab
// after it), and it must name row, the row the line would be (the
// numbers of the columns above are held, not read: see holdsRow): else a
// row of ten fields, the first a digit, would lose one. The cells may be
// drawn in columns of fixed width with spaces for blanks, in boxes or
// not (see fixedRow and columnRow), spaces more having been cut from the
// end of text. It reports whether text is such a row,
// and whether its label is in a field of its own.
func labelledRow(text []byte, spaces int, g *Grid, row int) (ok, sheet bool) {
	t := bytes.TrimLeft(text, " \t")
	if len(t) < 2 {
		return false, false
	}
	isRow := func(c lineCells) bool { return c.bad < 0 && !c.comment && c.n == 9 }
	marks := ":)|,;\t" // what may follow a number
	named := 0         // the row the label names
	letter := false    // a letter's label, after which a tab was read before
	switch c := t[0] | 0x20; {
	case t[0] == '[' && len(t) > 4 && '1' <= t[1] && t[1] <= '9' && string(t[2:4]) == ",]":
		// R prints a matrix's rows after [1,], [2,] …
		return isRow(cellsOf(t[4:], g, spaceFields)), false
	case 'a' <= c && c <= 'i':
		t, marks, named, letter = t[1:], " \t:)|,;", int(c-'a')+1, true
	case c == 'r':
		t = t[1:]
		if len(t) >= 2 && bytes.EqualFold(t[:2], []byte("ow")) {
			t = bytes.TrimLeft(t[2:], " ")
		}
		if len(t) == 0 || t[0] < '1' || t[0] > '9' {
			return false, false
		}
		t, marks, named = t[1:], " \t:)|,;", int(t[0]-'0')
	case '1' <= t[0] && t[0] <= '9':
		named = int(t[0] - '0')
		t = bytes.TrimLeft(t[1:], " ")
	default:
		return false, false
	}
	if len(t) == 0 || strings.IndexByte(marks, t[0]) < 0 {
		return false, false
	}
	// A label in a field of its own is the row's first field: after an
	// empty field, a tab before it, it is a cell.
	inPlace := named == row && bytes.IndexByte(text[:len(text)-len(t)], '\t') < 0
	switch t[0] {
	case ',', ';':
		// A blank is an empty field after the comma.
		return inPlace && isRow(cellsOf(t[1:], g, spaceFields)), true
	case '\t':
		// After a letter, the cells may be between spaces; else a blank
		// is an empty field between tabs.
		if letter && isRow(cellsOf(t[1:], g, spaceFields)) {
			return true, false
		}
		return inPlace && isRow(cellsOf(t[1:], g, tabFields)), true
	case ':', ')':
		t = t[1:]
	}
	return isRow(cellsOf(t, g, spaceFields)) || fixedRow(t, g) || columnRow(t, spaces, g), false
}

// letterCells returns the cells of text after a row's letter, A to I,
// and a space, a colon, a parenthesis or a bar, "A  8 1 2" (see
// labelledRow), if it has only cells, spaces and bars after it, or 0.
func letterCells(text []byte) int {
	t := bytes.TrimLeft(text, " \t")
	if len(t) < 3 || t[0]|0x20 < 'a' || t[0]|0x20 > 'i' || strings.IndexByte(" \t:)|", t[1]) < 0 {
		return 0
	}
	var g Grid
	if c := cellsOf(t[2:], &g, spaceFields); c.bad < 0 && !c.comment {
		return c.n
	}
	return 0
}

// hasWord reports whether text is a header that starts with a number or
// a mark, "9x9 (3x3) SUDOKU PUZZLE", "12 May 2024", "1st puzzle": it has a
// word of three letters or more, not all x, fewer than 17 digits, and
// no control character, nor text that could not be decoded.
func hasWord(text []byte) bool {
	if !utf8.Valid(text) || bytes.ContainsRune(text, utf8.RuneError) {
		return false
	}
	run, letters, word, digits := 0, false, false, 0
	for _, c := range text {
		switch {
		case c < ' ' && c != '\t' || c == 0x7f:
			return false
		case 'a' <= c|0x20 && c|0x20 <= 'z':
			run++
			letters = letters || c|0x20 != 'x' // xxx is blanks
			word = word || run >= 3 && letters
			continue
		case '1' <= c && c <= '9':
			digits++
		}
		run, letters = 0, false
	}
	return word && digits < 17
}

// matrixColumns reports whether text is the line of column numbers that R
// prints above a matrix: [,1] [,2] … [,9].
func matrixColumns(text []byte) bool {
	n := 0
	for field := range bytes.FieldsSeq(text) {
		if len(field) != 4 || string(field[:2]) != "[," || field[2] != byte('1'+n) || field[3] != ']' {
			return false
		}
		n++
	}
	return n == 9
}

// candidateCells reads into g a row or a puzzle of a candidate grid, as
// solvers print one with the digits each open cell may still take: 9 or
// 81 groups of digits, each in ascending order, between spaces and bars,
// and one group of more than one digit at least. A lone digit is placed,
// a group of more is a blank. It returns how many groups there are, or 0
// if text is no such row or puzzle.
func candidateCells(text []byte, g *Grid) int {
	n, last, many := 0, uint8(0), false
	for i := 0; i < len(text); {
		_, class, v, size := charAt(text, i)
		i += size
		switch {
		case class == spaceChar || class == barChar:
			last = 0
			continue
		case class != cellChar || v == 0 || v <= last:
			return 0
		case last == 0:
			if n == len(g) {
				return 0
			}
			g[n] = v
			n++
		default:
			g[n-1], many = 0, true
		}
		last = v
	}
	if !many || n != 9 && n != 81 {
		return 0
	}
	return n
}

// unmarked returns text without the marks that some programs write among
// or around cells, and reports whether it had any; a row of nine cells, or
// a puzzle of 81, read as it is has none, and is not looked at.
func unmarked(text []byte) ([]byte, bool) {
	t, changed := text, false
	if u := uncommented(t); u != nil {
		t, changed = u, true // first, for a comment may hold anything, an apostrophe too
	}
	if u := blankWords(t); u != nil {
		t, changed = u, true // lists with None or null for blanks, as Python and JSON write them
	}
	if u := quotedCells(t); u != nil {
		t, changed = u, true
	}
	if u := floatCells(t); u != nil {
		t, changed = u, true
	}
	if bytes.IndexByte(t, '+') >= 0 {
		// Digits placed in solving, not given, marked +5 as HoDoKu and
		// Sudoku Explainer write a grid: read as given, as in a line.
		if u := dropPlus(t); len(u) != len(t) {
			t, changed = u, true
		}
	}
	if bytes.IndexByte(t, 'u') >= 0 {
		// SudoCue's candidate grid (.sdx) marks a digit the player
		// placed u5: read as given, as a lone candidate is.
		if u := userDigits(t); u != nil {
			t, changed = u, true
		}
	}
	if u, ok := bytes.CutSuffix(bytes.TrimRight(bytes.TrimSuffix(t, []byte(`\hline`)), " "), []byte(`\\`)); ok {
		t, changed = u, true // a row of a TeX table, 5 & 3 &  & … \\ \hline
	}
	return t, changed
}

// uncommented returns text without a comment at its end, after a row's
// or a list's cells and a space: a note, # …, or one of source code, // …
// or /* … */ ("4...3....  // row 1", "{8, 0, 0, …, 3},  /* row 4 */"); or
// nil if it has none. A number sign after a word, "Puzzle #3 …", or
// alone before a puzzle, "#2 …", starts no comment (see afterLabel).
func uncommented(text []byte) []byte {
	for i := 1; i < len(text); i++ {
		t := text[i:]
		if text[i-1] != ' ' && text[i-1] != '\t' || t[0] != '#' && !bytes.HasPrefix(t, []byte("//")) &&
			!(bytes.HasPrefix(t, []byte("/*")) && bytes.HasSuffix(t[2:], []byte("*/"))) {
			continue
		}
		before := bytes.TrimRight(text[:i], " \t")
		if len(before) == 0 {
			return nil
		}
		_, size := utf8.DecodeLastRune(before)
		if _, class, _, _ := charAt(before, len(before)-size); class == cellChar || class == barChar || class == fieldChar ||
			strings.IndexByte("]})", before[len(before)-1]) >= 0 {
			return before
		}
		return nil
	}
	return nil
}

// blankWordList are the words that stand for a blank in a list: Python's
// None, JSON's null, Go's nil, R's NA, a float's NaN as pandas and numpy
// write it, and -1 as some programs write it.
var blankWordList = [...]string{"None", "null", "nil", "NA", "NaN", "nan", "-1"}

// blankWords returns a copy of text in which the words that stand for a
// blank in a list, after a bracket, or in a table, after a bar, None, null,
// nil, R's NA and -1 (an item of a list, or a cell of a table between
// bars), are each a 0 and spaces, the same length, and Rust's
// Some(5) a 5 and spaces; or nil if it has none of them. A list with such
// blanks and a 0 among its items too, and no 9, has digits from 0 to 8, as
// some JavaScript libraries keep them: each is read one up.
func blankWords(text []byte) []byte {
	open := bytes.IndexAny(text, "[({|")
	if open < 0 {
		open = bytes.Index(text, []byte("│")) // a bar of console.table's
	}
	if open < 0 {
		return nil
	}
	var out []byte
	edit := func() {
		if out == nil {
			out = bytes.Clone(text)
		}
	}
	for from := 0; ; {
		i := bytes.Index(text[from:], []byte("Some("))
		if i < 0 {
			break
		}
		i += from
		from = i + len("Some(")
		if i < open || from+1 >= len(text) || text[from+1] != ')' || !isCell(text[from]) || i > 0 && isWordByte(text[i-1]) {
			continue
		}
		edit()
		copy(out[i:], []byte{text[from], ' ', ' ', ' ', ' ', ' ', ' '})
	}
	var blanks [][2]int // where the words for blanks are, and their lengths
	for _, w := range blankWordList {
		for from := 0; ; {
			i := bytes.Index(text[from:], []byte(w))
			if i < 0 {
				break
			}
			i += from
			from = i + len(w)
			if i < open || i > 0 && isWordByte(text[i-1]) || from < len(text) && isWordByte(text[from]) || w == "-1" && !isItem(text, i, from) && !inTable(text, i, from) {
				continue
			}
			blanks = append(blanks, [2]int{i, len(w)})
		}
	}
	if len(blanks) == 0 {
		return out
	}
	edit()
	if zero, nine := itemDigits(text[open:]); zero && !nine {
		for k := open; k < len(out); k++ {
			if '0' <= out[k] && out[k] <= '8' && isItem(out, k, k+1) && out[k-1] != '-' {
				out[k]++
			}
		}
	}
	for _, b := range blanks {
		copy(out[b[0]:], "0   "[:b[1]])
	}
	return out
}

// quotedCells returns a copy of text in which each cell in single quotes,
// as Python and JavaScript print a string ('5', '.', and ” for a blank),
// has spaces for its quotes; or nil if text has no single quote, or one
// that is not around a cell, such as an apostrophe.
func quotedCells(text []byte) []byte {
	if bytes.IndexByte(text, '\'') < 0 {
		return nil
	}
	out := bytes.Clone(text)
	for i := 0; i < len(out); i++ {
		switch {
		case out[i] != '\'':
		case i+1 < len(out) && out[i+1] == '\'':
			out[i], out[i+1] = ' ', ' '
			i++
		case i+2 < len(out) && isCell(out[i+1]) && out[i+2] == '\'':
			out[i], out[i+2] = ' ', ' '
			i += 2
		default:
			return nil
		}
	}
	return out
}

// floatCells returns a copy of text in which each cell written as a
// number with a fraction, as numpy prints an array of floats (5.) and
// Python and pandas a float (5.0), is that digit and spaces, and NaN or
// nan, a missing value among floats, a blank; or nil if text has fewer
// than nine such cells, a row's, or another word with a point, such as a
// blank . of its own.
func floatCells(text []byte) []byte {
	if bytes.IndexByte(text, '.') < 0 && bytes.IndexByte(text, 'a') < 0 {
		return nil // neither a point nor NaN
	}
	isEnd := func(c byte) bool { return strings.IndexByte(" \t,;[](){}|'\"", c) >= 0 }
	var out []byte
	for pass := range 2 { // the first only checks, to spare most lines a copy
		t, cells := text, 0
		if pass == 1 {
			out = bytes.Clone(text)
			t = out
		}
		for i := 0; i < len(t); {
			j := i
			for j < len(t) && !isEnd(t[j]) {
				j++
			}
			switch w := t[i:j]; {
			case string(w) == "NaN" || string(w) == "nan":
				if pass == 1 {
					copy(w, "0  ")
				}
				cells++
			case bytes.IndexByte(w, '.') < 0:
			case isFloatCell(w):
				if pass == 1 {
					copy(w[1:], bytes.Repeat([]byte(" "), len(w)-1))
				}
				cells++
			default:
				return nil
			}
			i = j + 1
		}
		if cells < 9 {
			return nil
		}
	}
	return out
}

// namedColumns reports whether text names nine columns by their numbers,
// 1 to 9, after the same letters, as R names a data frame's, V1 to V9, or
// alone between a colon and :=, as AMPL and GNU MathProg head a table of
// data ("param givens : 1 2 3 4 5 6 7 8 9 :=").
func namedColumns(text []byte) bool {
	if t, ok := bytes.CutSuffix(text, []byte(":=")); ok {
		_, numbers, ok := bytes.Cut(t, []byte(":"))
		return ok && string(bytes.Join(bytes.Fields(numbers), []byte(" "))) == "1 2 3 4 5 6 7 8 9"
	}
	names := bytes.Fields(text)
	if len(names) != 9 {
		return false
	}
	for k, name := range names {
		if n := len(name); n < 2 || name[n-1] != byte('1'+k) || !bytes.Equal(name[:n-1], names[0][:len(names[0])-1]) || !unicode.IsLetter(rune(name[0])) {
			return false
		}
	}
	return true
}

// isItem reports whether text[i:j] is an item of a list: after an opening
// bracket or a comma, and before a comma, a closing bracket or the end,
// with only spaces between.
func isItem(text []byte, i, j int) bool {
	before := bytes.TrimRight(text[:i], " ")
	after := bytes.TrimLeft(text[j:], " ")
	return len(before) > 0 && strings.IndexByte("[({,", before[len(before)-1]) >= 0 &&
		(len(after) == 0 || strings.IndexByte("]}),", after[0]) >= 0)
}

// inTable reports whether text[i:j] is a cell of a table between bars, |
// or box drawing's, with only spaces between.
func inTable(text []byte, i, j int) bool {
	before := bytes.TrimRight(text[:i], " ")
	after := bytes.TrimLeft(text[j:], " ")
	if len(before) == 0 || len(after) == 0 {
		return false
	}
	_, size := utf8.DecodeLastRune(before)
	_, barBefore, _, _ := charAt(before, len(before)-size)
	_, barAfter, _, _ := charAt(after, 0)
	return barBefore == barChar && barAfter == barChar
}

// itemDigits reports whether the items of the lists in text include a 0,
// and a 9.
func itemDigits(text []byte) (zero, nine bool) {
	for k, c := range text {
		if (c == '0' || c == '9') && isItem(text, k, k+1) && (k == 0 || text[k-1] != '-') {
			zero, nine = zero || c == '0', nine || c == '9'
		}
	}
	return zero, nine
}

// spacedRow reads into g a row of nine characters, digits and spaces for
// blanks, as typed in an editor that keeps the spaces at the end of a line
// (the caller knows its length with them). It reports whether text, with
// those spaces cut, is such a row.
func spacedRow(text []byte, g *Grid) bool {
	t := bytes.TrimRight(text, " ")
	if len(t) > 9 || len(t) == 9 && bytes.IndexByte(t, ' ') < 0 {
		return false
	}
	var row [9]uint8
	for i, ch := range t {
		switch {
		case '1' <= ch && ch <= '9':
			row[i] = ch - '0'
		case ch != ' ':
			return false
		}
	}
	copy(g[:9], row[:])
	return true
}

// fixedRow reads into g a row drawn in columns of fixed width, in which a
// blank may be a space: three boxes between bars, | or box drawing's, each
// of three characters ("|53 | 7 |   |"), or of seven, a cell in every
// other one (as py-sudoku draws "| 5 3   |   7   |       |"), or of nine,
// a cell in the middle of each three (as Go's go-sudoku renders a grid,
// "    5  4 │    7    │ 8     6", perhaps in a frame that pads the outer
// boxes with a space). It reports whether text is such a row.
func fixedRow(text []byte, g *Grid) bool {
	var boxes [][]byte
	from := 0
	for i, r := range string(text) {
		if r == '|' || isBoxDrawing(r) {
			boxes = append(boxes, text[from:i])
			from = i + utf8.RuneLen(r)
		}
	}
	boxes = append(boxes, text[from:])
	if len(boxes) < 3 {
		return false
	}
	// Spaces before a first bar are a frame's indent, or a first box of
	// blanks as wide as the next. A frame has bars at both ends; without
	// one, a bar at the end of the line comes before a last box of
	// blanks, its spaces cut.
	opened := len(bytes.Trim(boxes[0], " \t")) == 0 && len(boxes[0]) != len(boxes[1])
	closed := opened && len(boxes[len(boxes)-1]) == 0
	if opened {
		boxes = boxes[1:]
	}
	if closed {
		boxes = boxes[:len(boxes)-1]
	}
	if len(boxes) != 3 {
		return false
	}
	w := len(boxes[1])
	if w == 9 && len(boxes[0]) == 10 && opened {
		boxes[0] = boxes[0][1:] // a frame's padding
	}
	if w == 9 && len(boxes[2]) == 10 && closed {
		boxes[2] = boxes[2][:9]
	}
	var at [3]int // where the cells of a box are
	switch w {
	case 3:
		at = [3]int{0, 1, 2}
	case 7:
		at = [3]int{1, 3, 5}
	case 9:
		at = [3]int{1, 4, 7}
	default:
		return false
	}
	var row [9]uint8
	for k, box := range boxes {
		// The last box of a line without a bar at its end may have lost
		// the spaces at its end.
		if len(box) != w && (k < 2 || closed || len(box) > w) || !fixedCells(box, at[:], row[3*k:3*k+3]) {
			return false
		}
	}
	copy(g[:9], row[:])
	return true
}

// fixedCells reads into cells those of text at the offsets at, a space a
// blank, and reports whether every other character is a space.
func fixedCells(text []byte, at []int, cells []uint8) bool {
	for j, c := range text {
		i := slices.Index(at, j)
		switch {
		case i >= 0 && c == ' ':
		case i >= 0 && isCell(c):
			cells[i] = asciiChars[c].value
		case c != ' ':
			return false
		}
	}
	return true
}

// columnRow reads into g a row of nine cells a column apart, a space a
// blank, after a space and perhaps another before the first cell, as rows
// after their labels are drawn ("A  5 3     7        "). spaces is how
// many were cut from the end of text: if no blank comes before the last
// digit, they must make the row nine cells wide, or it could be a row of
// fewer. It reports whether text is such a row.
func columnRow(text []byte, spaces int, g *Grid) bool {
	t, ok := bytes.CutPrefix(text, []byte(" "))
	first := bytes.IndexFunc(t, func(r rune) bool { return r != ' ' })
	if !ok || first < 0 || bytes.IndexFunc(t, func(r rune) bool { return r != ' ' && (r < '1' || r > '9') }) >= 0 {
		return false // not a row whose blanks are spaces
	}
	pad := first % 2 // a space before the first cell
	var at [9]int
	for i := range at {
		at[i] = pad + 2*i
	}
	var row [9]uint8
	if !fixedCells(t, at[:], row[:]) {
		return false
	}
	if blank := first >= 2 || bytes.Contains(t[first:], []byte("   ")); !blank && len(t)+spaces <= at[8] {
		return false
	}
	copy(g[:9], row[:])
	return true
}

// markupCells reads into g a row or a puzzle written as elements of
// markup, a cell in each: an HTML table's row, <tr><td>5</td><td></td>…,
// or <row><cell>5</cell>…. An element with no text, or only &nbsp; or
// spaces, is a blank. It returns the cells, 9 or 81, or 0 if text is no
// such row or puzzle.
func markupCells(text []byte, g *Grid) int {
	// An element's text runs from the end of a tag that opens it to the
	// start of one that closes it.
	n, opened, from := 0, false, 0
	var name []byte // the last tag that opened an element
	for i := 0; i < len(text); i++ {
		if text[i] != '<' {
			continue
		}
		end := bytes.IndexByte(text[i:], '>')
		if end < 0 {
			break
		}
		closing := i+1 < len(text) && text[i+1] == '/'
		if closing && opened {
			v, ok := markupCell(text[from:i])
			if !ok || !cellTag(name) || n == len(g) {
				return 0 // not a cell, as <td><input value="5"></td>'s is not
			}
			g[n] = v
			n++
		}
		opened, from = !closing, i+end+1
		if opened {
			name = text[i+1 : i+end]
		}
		i += end
	}
	if n != 9 && n != 81 {
		return 0
	}
	return n
}

// cellTag reports whether tag, the inside of a tag of markup, opens a
// cell of a table: td, th, cell or c, perhaps with attributes.
func cellTag(tag []byte) bool {
	name, _, _ := bytes.Cut(tag, []byte(" "))
	switch strings.ToLower(string(name)) {
	case "td", "th", "cell", "c":
		return true
	}
	return false
}

// onlyTags reports whether text holds only tags of markup and spaces, as
// the lines around a table's cells do: <tr>, </tr>, <table class="x">.
func onlyTags(text []byte) bool {
	t := bytes.TrimSpace(text)
	for len(t) > 0 {
		end := bytes.IndexByte(t, '>')
		if t[0] != '<' || end < 0 {
			return false
		}
		t = bytes.TrimSpace(t[end+1:])
	}
	return true
}

// markupCell returns the cell that the text of an element of markup
// holds, and whether it holds one: a digit, a blank, or nothing but
// spaces and &nbsp;, a blank too, with spaces and &nbsp; around it
// (&nbsp;7&nbsp;, as the sudoku program's html form pads its cells).
func markupCell(text []byte) (uint8, bool) {
	t := bytes.TrimSpace(text)
	for ok, suffix := true, true; ok || suffix; {
		t, ok = bytes.CutPrefix(t, []byte("&nbsp;"))
		t, suffix = bytes.CutSuffix(t, []byte("&nbsp;"))
		t = bytes.TrimSpace(t)
	}
	switch {
	case len(t) == 0:
		return 0, true
	case len(t) == 1 && isCell(t[0]):
		return asciiChars[t[0]].value, true
	}
	return 0, false
}

// elementRow reads into g a row written as the text of an element of
// markup, alone on its line: <row>5 3 0 0 7 0 0 0 0</row>. It returns how
// many cells the text holds, or 0 if text is no such element or its text
// is not cells.
func elementRow(text []byte, g *Grid) int {
	t := bytes.TrimSpace(text)
	open, end := bytes.IndexByte(t, '>'), bytes.LastIndex(t, []byte("</"))
	if len(t) == 0 || t[0] != '<' || open < 0 || end < open || t[len(t)-1] != '>' {
		return 0
	}
	if c := cellsOf(t[open+1:end], g, spaceFields); c.bad < 0 && !c.comment {
		return c.n
	}
	return 0
}

// afterLabel returns what follows the label of an item of a list, or nil
// if text has none: a bullet, - or *, and a space, as Markdown and YAML
// write lists; or a number of up to six digits, perhaps after a number
// sign and a word before it (#2, Puzzle #3), and a space, after a dot, a
// parenthesis or a dash ("1. 53..7…", "12) …", "3 - …"), or alone when
// a word of 81 characters follows ("01 530070000…"): not a cell of a line
// of cells between spaces.
func afterLabel(text []byte) []byte {
	if rest := afterBullet(text); rest != nil {
		return rest
	}
	t := bytes.TrimLeft(text, " \t")
	if i := bytes.IndexByte(t, '#'); i >= 0 && i+1 < len(t) && '0' <= t[i+1] && t[i+1] <= '9' &&
		len(bytes.TrimLeftFunc(bytes.TrimRight(t[:i], " "), unicode.IsLetter)) == 0 {
		t = t[i+1:] // a number sign, perhaps after a word: #2, Puzzle #3
	}
	n := 0
	for n < len(t) && n < 6 && '0' <= t[n] && t[n] <= '9' {
		n++
	}
	rest, marked := t[n:], false
	switch {
	case n == 0:
		return nil
	case bytes.HasPrefix(rest, []byte(".")) || bytes.HasPrefix(rest, []byte(")")):
		rest, marked = rest[1:], true
	case bytes.HasPrefix(rest, []byte(" -")):
		rest, marked = rest[2:], true
	}
	if len(rest) == 0 || rest[0] != ' ' && rest[0] != '\t' {
		return nil
	}
	rest = bytes.TrimLeft(rest, " \t")
	if sp := bytes.IndexAny(rest, " \t"); !marked && sp >= 0 && sp < 81 {
		return nil // cells between spaces, the number one of them
	}
	return rest
}

// afterBullet returns what follows the bullet of an item of a list, - or
// * and a space, as Markdown and YAML write lists, or nil if text has none.
func afterBullet(text []byte) []byte {
	t := bytes.TrimLeft(text, " \t")
	if len(t) > 2 && (t[0] == '-' || t[0] == '*') && (t[1] == ' ' || t[1] == '\t') {
		return t[2:]
	}
	return nil
}

// bulletRow reads into g a row after the bullet of an item of a list, as
// Markdown and YAML write a list of rows: "- 530070000", "- "530070000"",
// "* 5 3 0 0 7 0 0 0 0". The bullet is no blank there: a row of nine
// cells after it is ten cells, which no row has. It reports whether text
// is such a row.
func bulletRow(text []byte, g *Grid) bool {
	rest := afterBullet(text)
	if rest == nil {
		return false
	}
	var t Grid
	if c := cellsOf(rest, &t, spaceFields); c.bad < 0 && !c.comment && c.n == 9 || stringRow(rest, &t) == 9 {
		copy(g[:9], t[:9])
		return true
	}
	return false
}

// quoteChar quotes the character text starts with, or its first byte if
// that is not UTF-8.
func quoteChar(text []byte) string {
	switch r, size := utf8.DecodeRune(text); {
	case r == utf8.RuneError && size <= 1:
		return fmt.Sprintf("'\\x%02x'", text[0])
	case r == utf8.RuneError:
		return `'\ufffd'` // in place of what could not be decoded
	default:
		return fmt.Sprintf("%q", r)
	}
}

// A charClass is what a character is in a line of puzzles.
type charClass uint8

const (
	otherChar   charClass = iota // letters but x, most punctuation, control characters, bytes that are not UTF-8
	cellChar                     // a digit, or a blank: 0 . * _ - x X ? $ and drawnBlanks
	spaceChar                    // spaces, tabs, " and `, Unicode spaces, and U+FEFF from files joined after their mark
	barChar                      // | and box-drawing characters
	fieldChar                    // , ; and &
	commentChar                  // #
)

// asciiChars holds the class of each ASCII character, and the value of
// each cell, 0 for a blank.
var asciiChars = func() (t [utf8.RuneSelf]struct {
	class charClass
	value uint8
}) {
	for d := range 10 {
		t['0'+d].class, t['0'+d].value = cellChar, uint8(d)
	}
	for _, c := range ".*_-xX?$" {
		t[c].class = cellChar
	}
	for _, c := range " \t\v\f\r\"`" { // quotes, as around CSV fields, and Markdown's code
		t[c].class = spaceChar
	}
	t['|'].class = barChar
	t[','].class, t[';'].class, t['&'].class = fieldChar, fieldChar, fieldChar // & as in TeX's tables
	t['#'].class = commentChar
	return t
}()

// charAt returns the character at text[i:], a full-width form or another
// script's decimal digit as its ASCII one, or U+FFFD for a byte that is
// not UTF-8; its class; its value if it is a cell; and its size in text.
func charAt(text []byte, i int) (r rune, class charClass, value uint8, size int) {
	if c := text[i]; c < utf8.RuneSelf {
		t := asciiChars[c]
		return rune(c), t.class, t.value, 1
	}
	r, size = utf8.DecodeRune(text[i:])
	switch {
	case '！' <= r && r <= '～': // the full-width forms of ! to ~
		r -= '！' - '!'
		t := asciiChars[r]
		return r, t.class, t.value, size
	case unicode.IsSpace(r) || r == '\ufeff' || r == '\u200b':
		return r, spaceChar, 0, size
	case isBoxDrawing(r):
		return r, barChar, 0, size
	case strings.ContainsRune(drawnBlanks, r):
		return r, cellChar, 0, size
	case unicode.IsDigit(r):
		// Unicode gives each script's digits 0 to 9 in a run of their
		// own, and runs of ten follow each other.
		zero := r
		for unicode.IsDigit(zero - 1) {
			zero--
		}
		r = '0' + (r-zero)%10
		return r, cellChar, uint8(r - '0'), size
	}
	return r, otherChar, 0, size
}

func isBoxDrawing(r rune) bool { return '\u2500' <= r && r <= '\u257f' }

// drawnBlanks are blanks as some programs draw a grid for people to read:
// a middle dot, "5 3 · · 7 · · · ·", and white squares. A line may start
// with one and be a header still, as it was before they were blanks.
const drawnBlanks = "·□◻"

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

// A lineCells is what cellsOf found on a line.
type lineCells struct {
	n         int  // cells, counting malformed characters
	marks     int  // characters other than spaces before any comment
	bars      int  // the bars among them
	seps      int  // the characters between fields among them
	comment   bool // the line has one
	bad       int  // the offset of the first malformed character, or -1
	badColumn int  // and its column, counting characters from 1
}

// A fieldMode is what besides commas and semicolons cellsOf takes to
// separate fields, in which an empty field is a blank.
type fieldMode uint8

const (
	spaceFields fieldMode = iota // nothing: tabs are spaces and bars too
	tabFields                    // tabs, as a spreadsheet writes them
	barFields                    // bars, as between a Markdown table's cells
)

// cellsOf reads the cells of a line into g, as many as fit, with the
// fields of mode. After the 81st cell, a character that is not a cell
// starts a note, which ends the cells; a comment ends them too.
func cellsOf(text []byte, g *Grid, mode fieldMode) lineCells {
	c := lineCells{bad: -1}
	field, fields := true, false // an empty field so far, and whether there are fields
	add := func(v uint8) {
		if c.n < len(g) {
			g[c.n] = v
		}
		c.n++
		field = false
	}
	for i, col := 0, 1; i < len(text); col++ {
		_, class, v, size := charAt(text, i)
		if mode == tabFields && text[i] == '\t' || mode == barFields && class == barChar {
			class = fieldChar
		}
		if c.n == 81 && class != cellChar || class == commentChar {
			c.comment = class == commentChar
			return c
		}
		if class != spaceChar {
			c.marks++
		}
		if class == barChar {
			c.bars++
		}
		switch class {
		case cellChar:
			add(v)
		case fieldChar:
			c.seps++
			if field {
				add(0)
			}
			field, fields = true, true
		case otherChar:
			if c.bad < 0 {
				c.bad, c.badColumn = i, col
			}
			add(0)
		}
		i += size
	}
	if fields && field {
		add(0)
	}
	return c
}

// fieldPuzzle reads into g the first field of a line of fields that holds
// 81 cells, and reports whether one does. Fields are between commas,
// semicolons or tabs, as in a table of puzzles, one a row, that puts a
// number before each and a solution and a rating after
// ("1,1..5.37..6.3…,198543726…,27,2.2"); or between the marks of markup
// and data files: : = < > [ ] { } ( ) / as in a HoDoKu library line
// (":0000:x:7.2.5..1…:::"), an OpenSudoku game (<game data="0520…"/>)
// or JSON ({"puzzle": "0043…", "solution": "8643…"}). A HoDoKu line
// that records a solving step marks the digits placed so far, not given,
// with a + before each (":0100:1:…4.67+5.+1+539…:…"): parseOther has
// read them as given, for the solution has them.
//
// It reports solution if the field comes after one naming it a solution
// or an answer, as a line of a JSON object can: not a puzzle. It reports
// more if a later field holds another 81 cells with a blank: a second
// puzzle, where a solution would have none.
func fieldPuzzle(text []byte, g *Grid) (ok, solution, more bool) {
	if bytes.IndexAny(text, fieldMarks) < 0 {
		return false, false, false
	}
	isMark := func(r rune) bool { return r < utf8.RuneSelf && strings.IndexByte(fieldMarks, byte(r)) >= 0 }
	var other Grid
	for field := range bytes.FieldsFuncSeq(text, isMark) {
		into := g
		if ok {
			into = &other
		}
		field = bytes.Trim(field, " '") // a string in single quotes, as Python and JavaScript write it
		c := cellsOf(field, into, spaceFields)
		switch {
		case c.n == 81 && c.bad < 0 && !c.comment && ok:
			return true, solution, bytes.IndexByte(other[:], 0) >= 0
		case c.n == 81 && c.bad < 0 && !c.comment:
			ok = true
		case !ok:
			solution = solutionName(field)
		}
	}
	return ok, solution, false
}

// spacedPuzzle reads into g the first of the words of text, between
// spaces or tabs, that is a puzzle of 81 cells with a digit, and reports
// whether one is; it reports more if a later one is a puzzle with a
// blank, where a solution would have none. The other words, up to a
// comment, may be anything, as in the public puzzle banks that put a hash before each
// puzzle and a rating after it ("00015097c6c3 0830200900…  7.2") or a
// date before it and the solution after.
func spacedPuzzle(text []byte, g *Grid) (ok, more bool) {
	for word := range bytes.FieldsFuncSeq(text, func(r rune) bool { return r == ' ' || r == '\t' }) {
		if word[0] == '#' {
			break // a comment, or a number sign that afterLabel reads
		}
		if len(word) < 81 {
			continue // too short to be one: most are
		}
		var t Grid
		if c := cellsOf(word, &t, spaceFields); c.bad >= 0 || c.n != 81 || c.comment || t == (Grid{}) {
			continue
		}
		if ok {
			return true, bytes.IndexByte(t[:], 0) >= 0
		}
		*g, ok = t, true
	}
	return ok, false
}

// starredRow reads into g a row as pzl draws it, its given digits marked
// with a * before them: three boxes between bars, each of three cells of
// two characters, a space or a * and then a digit, or a space and a blank
// ("|*6 . 1| . 4 9|*5 2*8|"). It reports whether text is such a row.
func starredRow(text []byte, g *Grid) bool {
	t := bytes.TrimSpace(text)
	if len(t) != 22 {
		return false
	}
	var row [9]uint8
	for k := range 3 {
		box := t[7*k:]
		if box[0] != '|' {
			return false
		}
		for j := range 3 {
			mark, v := box[1+2*j], cellValue[box[2+2*j]]
			if mark != ' ' && mark != '*' || v < 0 || mark == '*' && v == 0 {
				return false
			}
			row[3*k+j] = uint8(v)
		}
	}
	if t[21] != '|' {
		return false
	}
	copy(g[:9], row[:])
	return true
}

// dottedCells reads into g a row or a puzzle written as its digits with a
// dot between each two, 0 for a blank: "1.0.0.0.0.0.0.0.6". It returns its
// cells, 9 or 81, or 0 if text is no such line. A dot is a blank
// elsewhere, but read so such a line has 17 cells, or 161, which no row
// or puzzle has; and every other character must be a digit, for
// "-.-.-.-.-.-.-.-.-" is a rule.
func dottedCells(text []byte, g *Grid) int {
	t := bytes.TrimLeft(text, " \t")
	n := (len(t) + 1) / 2
	if len(t)%2 == 0 || n != 9 && n != 81 {
		return 0
	}
	var cells Grid
	for i, c := range t {
		switch {
		case i%2 == 1 && c != '.' || i%2 == 0 && (c < '0' || c > '9'):
			return 0
		case i%2 == 0:
			cells[i/2] = c - '0'
		}
	}
	*g = cells
	return n
}

// postScriptPuzzle reads into g a puzzle written as a string of
// PostScript, 81 digits and spaces for blanks between parentheses, as the
// sudoku program of Debian writes its -fpostscript pages, and reports
// whether text is one.
func postScriptPuzzle(text []byte, g *Grid) bool {
	t := bytes.TrimRight(text, " ")
	if len(t) != 83 || t[0] != '(' || t[82] != ')' {
		return false
	}
	var p Grid
	for i, c := range t[1:82] {
		switch {
		case '1' <= c && c <= '9':
			p[i] = c - '0'
		case c != ' ':
			return false
		}
	}
	*g = p
	return true
}

// placements reports whether text is a line of a solving history, as
// Debian's sudoku -v prints one: digits placed in cells, "2 -> (5,1), 2 ->
// (2,2), …", a guess marked *> for ->.
func placements(text []byte) bool {
	t := bytes.TrimSpace(text)
	if len(t) == 0 {
		return false
	}
	for len(t) > 0 {
		step, rest, _ := bytes.Cut(t, []byte(", "))
		if len(step) != 10 || step[0] < '1' || step[0] > '9' || string(step[1:5]) != " -> " && string(step[1:5]) != " *> " ||
			step[5] != '(' || step[6] < '1' || step[6] > '9' || step[7] != ',' || step[8] < '1' || step[8] > '9' || step[9] != ')' {
			return false
		}
		t = rest
	}
	return true
}

// quoted returns the first string in double or single quotes in text,
// what comes before it and what after, and whether there is one, closed,
// before any of the bytes of stop.
func quoted(text []byte, stop string) (before, str, rest []byte, ok bool) {
	open := bytes.IndexAny(text, `"'`+stop)
	if open < 0 || text[open] != '"' && text[open] != '\'' {
		return nil, nil, nil, false
	}
	str, rest, ok = bytes.Cut(text[open+1:], text[open:open+1])
	return text[:open], str, rest, ok
}

// quotedPuzzle reads into g a puzzle written as a string in single or
// double quotes of exactly 81 characters, digits, dots and spaces for
// blanks, as some course files write them (puzzle1='53  7    6  195 …'),
// and reports whether text holds one before any comment, # …. In a string
// of another length, which spaces are not cells cannot be told.
func quotedPuzzle(text []byte, g *Grid) bool {
	for t := text; ; {
		_, str, rest, ok := quoted(t, "#")
		if !ok {
			return false
		}
		if len(str) == 81 && bytes.IndexByte(str, ' ') >= 0 && len(bytes.Trim(str, "0123456789. ")) == 0 {
			for i, ch := range str {
				g[i] = 0
				if '1' <= ch && ch <= '9' {
					g[i] = ch - '0'
				}
			}
			return true
		}
		t = rest
	}
}

// slashRows reads into g a puzzle written on one line as its nine rows, a
// slash between each two, "53..7..../6..195.../…", and reports whether
// text is one.
func slashRows(text []byte, g *Grid) bool {
	if bytes.Count(text, []byte("/")) != 8 {
		return false
	}
	var t Grid
	k := 0
	for row := range bytes.SplitSeq(text, []byte("/")) {
		var r Grid
		if c := cellsOf(row, &r, spaceFields); c.bad >= 0 || c.comment || c.n != 9 {
			return false
		}
		copy(t[9*k:], r[:9])
		k++
	}
	*g = t
	return true
}

// userDigits returns a copy of text in which each u alone before a digit,
// between spaces, is a space, as SudoCue marks a digit the player placed;
// or nil if text has another u.
func userDigits(text []byte) []byte {
	out := bytes.Clone(text)
	for i, c := range out {
		if c != 'u' {
			continue
		}
		if i > 0 && out[i-1] != ' ' || i+1 == len(out) || out[i+1] < '1' || out[i+1] > '9' || i+2 < len(out) && out[i+2] != ' ' {
			return nil
		}
		out[i] = ' '
	}
	return out
}

// dropPlus returns a copy of field without the + before each digit, or
// field itself if it has none.
func dropPlus(field []byte) []byte {
	var out []byte
	for i, c := range field {
		if c == '+' && i+1 < len(field) && '1' <= field[i+1] && field[i+1] <= '9' {
			if out == nil {
				out = append(make([]byte, 0, len(field)), field[:i]...)
			}
			continue
		}
		if out != nil {
			out = append(out, c)
		}
	}
	if out == nil {
		return field
	}
	return out
}

// fieldMarks are the characters fieldPuzzle takes to separate fields.
const fieldMarks = ",;\t:=<>[]{}()/"

// isStructure reports whether text holds only the brackets, braces,
// parentheses, commas and semicolons that hold the data of a JSON file or
// a list together, and spaces, and the stars before a line of a comment
// that shows such data (" * ["), OCaml's and F#'s "[|" and "|]" too.
func isStructure(text []byte) bool {
	return len(bytes.Trim(plainBrackets(text), "[]{}(),;* \t")) == 0
}

// plainBrackets returns text with the brackets of OCaml's and F#'s
// arrays, [| and |], as plain ones, [ and ].
func plainBrackets(text []byte) []byte {
	if bytes.IndexByte(text, '|') < 0 {
		return text
	}
	return bytes.ReplaceAll(bytes.ReplaceAll(text, []byte("[|"), []byte("[")), []byte("|]"), []byte("]"))
}

// isBorder reports whether text is a line drawn between or around the rows
// of a grid, or between grids: no digit, only - = + | * : . ' _ ~, the
// blanks of drawnBlanks, box-drawing characters and spaces, and one of
//
//   - three -, =, ~ or box-drawing characters in a row;
//   - a +, a crossing, "- - - + - - - + - - -" or "++++++", which a row
//     has only before a digit (see dropPlus);
//   - 13 blanks or more, - _ * . or drawn, but not 81: print_board's
//     "- - - - - - - - - - - - -", as Tech With Tim and GeeksforGeeks
//     print a grid, "*************", a line of dots. A line of 9 such
//     blanks is a row and one of 81 a puzzle (both read as cells before a
//     border is looked for), and one of 10 to 12 is more likely a row with
//     a cell too many, a fault, than a rule;
//
// or the row of a Markdown table under its header (see isDelimiterRow).
func isBorder(text []byte) bool {
	if isDelimiterRow(text) {
		return true
	}
	run, long, cross, blanks := 0, false, false, 0
	for i := 0; i < len(text); {
		r, class, _, size := charAt(text, i)
		i += size
		if class == commentChar {
			break
		}
		if strings.ContainsRune("-_*."+drawnBlanks, r) {
			blanks++
		}
		switch {
		case r == '-' || r == '=' || r == '~' || isBoxDrawing(r):
			run++
			long = long || run >= 3
		case r == '+':
			run, cross = 0, true
		case strings.ContainsRune("|*:.'_"+drawnBlanks, r) || class == spaceChar:
			run = 0 // corners and blanks, as HoDoKu's .---.---. and '---'---'
		default:
			return false
		}
	}
	return long || cross || blanks >= 13 && blanks != 81
}

// isDelimiterRow reports whether text is the row of a Markdown table that
// comes under its header: cells of one or more - with a : before or after
// to align the column, between bars, "|---|:-:|". Each cell has one run of
// -, which a row of blanks written as - does not: "| - - - |".
func isDelimiterRow(text []byte) bool {
	text = bytes.TrimSpace(text)
	if bytes.IndexByte(text, '|') < 0 {
		return false
	}
	for cell := range bytes.SplitSeq(innerBars(text), []byte("|")) {
		cell = bytes.TrimSpace(cell)
		cell = bytes.TrimPrefix(cell, []byte(":"))
		cell = bytes.TrimSuffix(cell, []byte(":"))
		if len(cell) == 0 || len(bytes.Trim(cell, "-")) != 0 {
			return false
		}
	}
	return true
}

// isHeader reports whether text is a header line, such as "Grid 01",
// "[Puzzle]", "--- Puzzle 1 ---", "<name>Hard</name>" or `"id": 1,`: it
// starts, after any of - = * ~ { , ; and spaces (a quote is one), with a
// letter other than x or a non-ASCII character that is not a space or a
// bar, the first perhaps after a [, or with a markup tag, <name, </name,
// <?xml or <!--, or a command of TeX, \begin, or a comment of C and the
// languages after it, // or /*;
// and it has fewer than 17 digits, fewer than a puzzle with one solution,
// and no control character or U+FFFD, which stands for text that could
// not be decoded.
func isHeader(text []byte) bool {
	first, markup, bracket, digits := true, false, false, 0
	if codeComment(text) {
		first, text = false, bytes.TrimLeft(text, " \t")[2:]
	}
	for i := 0; i < len(text); {
		r, class, v, size := charAt(text, i)
		i += size
		switch {
		case unicode.IsControl(r) && r != '\t' || r == utf8.RuneError && size > 1:
			return false // not text, or text that could not be decoded
		case class == commentChar:
			return !first && digits < 17
		case first && (class == spaceChar || class == fieldChar || r == '-' || r == '=' || r == '*' || r == '~' || r == '{'):
			continue // a space, an empty field, a rule drawn before the title, or an object's start
		case first && (r == '<' || r == '\\'):
			markup = true // a tag, or a command of TeX
		case first && r == '[' && !bracket:
			bracket = true // a title in brackets, [Puzzle]; [5 3 0 …] is not
		case first && markup && (r == '/' || r == '?' || r == '!'):
			continue // a tag's end, or a declaration's or comment's start
		case first:
			first = false
			if markup && unicode.IsLetter(r) {
				break // any tag, <?xml too
			}
			if class != otherChar && !strings.ContainsRune(drawnBlanks, r) || r < utf8.RuneSelf && !unicode.IsLetter(r) {
				return false
			}
		}
		if class == cellChar && v > 0 {
			digits++
		}
	}
	return !first && digits < 17
}

// opensComment reports whether text begins a comment of source code that
// goes on over the lines after it: /* and no */ after it.
func opensComment(text []byte) bool {
	t := bytes.TrimLeft(text, " \t")
	return bytes.HasPrefix(t, []byte("/*")) && !bytes.Contains(t[2:], []byte("*/"))
}

// codeComment reports whether text starts, after any spaces, a comment of
// C and the languages after it, // or /*.
func codeComment(text []byte) bool {
	t := bytes.TrimLeft(text, " \t")
	return bytes.HasPrefix(t, []byte("//")) || bytes.HasPrefix(t, []byte("/*"))
}

// cellValue maps the characters of a cell to its digit, 0 for a blank,
// and every other byte to -1. It is the strict set of -check, 0 and . for
// a blank, which the exact forms of puzzles use too.
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
	bad := uint64(0)
	for k := 0; k < 80; k += 8 {
		w, ok := cellWord(binary.LittleEndian.Uint64(text[k:]))
		binary.LittleEndian.PutUint64(g[k:], w)
		bad |= ok
	}
	v := cellValue[text[80]]
	g[80] = uint8(v)
	return bad == 0 && v >= 0
}

// cellWord reads eight cells of text, a byte each, into their values. Its
// second result is 0 if all eight are digits or '.'. No step carries from
// one byte into the next.
func cellWord(w uint64) (cells, bad uint64) {
	const ones = 0x0101010101010101
	t := w ^ '.'*ones
	dot := ^((t&(0x7f*ones) + 0x7f*ones) | t) & (0x80 * ones) // the high bit of each '.'
	w += dot >> 6                                             // '.' + 2 is '0'
	bad = w&(0xf0*ones) ^ '0'*ones | (w&(0x0f*ones)+6*ones)&(0x10*ones)
	return w & (0x0f * ones), bad
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
