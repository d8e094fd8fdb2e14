package read

import (
	"bytes"
	"strconv"
	"strings"
	"unicode/utf8"

	"sudoku/internal/board"
	"sudoku/internal/fault"
)

// A blockForm is a layout that spans lines: a block reader reads its
// lines, from the first to the first that is not its own, which it gives
// back. Its cells come a few a line, or one, until a puzzle has 81; what
// it knows of the lines before is in its local variables.
type blockForm struct {
	name, example string
	starts        func(text []byte, opened bool) bool
	read          func(rd *reader, l line, opened bool)
}

// blockForms are the layouts that span lines, in the order they are
// tried on a line that starts no grid and is not of the length of an
// exact form; opened says the line before ended with [, opening a list.
var blockForms = []blockForm{
	{"PHP array", "[0] => 5", startsPHP, (*reader).readPHP},
	{"list over lines", "puzzle = [5, 3, 0, 0, 7, 0, 0, 0, 0,", startsListLines, (*reader).readListLines},
	{"a cell or a few a line", `"5",`, startsCellLines, (*reader).readCellLines},
}

// block reads the block that l starts, if it starts one, and reports
// whether it did. A row held before it (see heldRow) ends there.
func (rd *reader) block(l line, opened bool) bool {
	if len(l.text) == 0 {
		return false // between grids, as often as grids
	}
	for _, b := range blockForms {
		if b.starts(l.text, opened) {
			rd.endGrid()
			b.read(rd, l, opened)
			return true
		}
	}
	return false
}

// nextInBlock returns the next line of a block, and false at the end of
// the input or at an error, which the reader's loop then reads again. A
// line too long to read is a fault of its own, and the block goes on
// after it.
func (rd *reader) nextInBlock() (line, bool) {
	for !rd.out.stopped {
		l, err := rd.src.next()
		switch {
		case err == nil:
			return l, true
		case isLineFault(err):
			rd.emitFault(err)
		default:
			return line{}, false
		}
	}
	return line{}, false
}

// An itemGrid is a puzzle being read a cell or a few a line, until its
// list closes: the puzzle it completes waits for the close, and a cell
// after it, before the close, is one too many.
type itemGrid struct {
	cells board.Grid
	n     int         // the cells read
	at    [9]int      // the line of the first cell of each row
	words bool        // a blank among them was a word, such as null
	done  waitingGrid // the puzzle completed, waiting for its list to close
	bad   bool        // the puzzle is out of shape, and reported: its cells are skipped to its end
}

// addItems adds cells, read on line at, to the puzzle being read a cell
// or a few a line; words says whether a blank among them was a word.
func (rd *reader) addItems(it *itemGrid, cells []uint8, words bool, at int) {
	it.words = it.words || words
	for _, v := range cells {
		switch {
		case it.bad:
			continue
		case it.done.set:
			rd.itemsFault(it, it.done.at[0], "list has more than 81 cells, want 81")
			continue
		}
		if it.n%9 == 0 {
			it.at[it.n/9] = at
		}
		it.cells[it.n] = v
		if it.n++; it.n == 81 {
			rd.itemDigits(it)
			it.done = waitingGrid{cells: it.cells, at: it.at, set: true}
			it.n, it.words = 0, false
		}
	}
}

// itemsFault reports the puzzle being read a cell a line out of shape,
// at line at, and skips its cells to its end.
func (rd *reader) itemsFault(it *itemGrid, at int, format string, args ...any) {
	if !it.bad {
		rd.fault(at, format, args...)
	}
	it.bad, it.done.set, it.n = true, false, 0
}

// endItems ends the puzzle being read a cell a line, at its list's close
// or at the end of its lines: it is yielded if complete, and else
// incomplete, if it has begun.
func (rd *reader) endItems(it *itemGrid) {
	switch {
	case it.bad:
	case it.n > 0:
		rd.fault(it.at[0], "incomplete puzzle: %d of 81 cells", it.n)
	case it.done.set && !rd.sols.isSolution(&it.done.cells):
		rd.emit(&it.done.cells, it.done.at[0], givensFault(rd.out.name, &it.done.cells, it.done.at[0], &it.done.at), false)
	}
	*it = itemGrid{}
}

// itemZero is the cell listItems gives for an item 0: a blank, unless the
// list's blanks are words (see itemDigits).
const itemZero = 10

// itemDigits makes the 81 items read a grid: if the blanks among them are
// words such as null and a 0 is among them too, and no 9, the digits run
// from 0 to 8, as some JavaScript libraries keep them, and each is read one
// up; so do they in the list right after such a puzzle if it has a 0 and
// no 9, as its solution. Else a 0 is a blank.
func (rd *reader) itemDigits(it *itemGrid) {
	zero, nine := false, false
	for _, v := range it.cells {
		zero, nine = zero || v == itemZero, nine || v == 9
	}
	up := (it.words || rd.sols.up) && zero && !nine
	rd.sols.up = up && it.words // for the next list only, its solution
	for i, v := range it.cells {
		switch {
		case v == itemZero && up:
			it.cells[i] = 1
		case v == itemZero:
			it.cells[i] = 0
		case v != 0 && up:
			it.cells[i] = v + 1
		}
	}
}

// A listShape follows the lists a puzzle is written in over lines, as
// their brackets open and close: a list of 81 cells, or a list of nine
// rows, each a list of nine cells. The first list of cells to close
// tells which: a row if it has nine, the puzzle's own if not.
type listShape struct {
	depth  int  // the lists open, from the one the block's first line is in, at 0
	cells  int  // the cells in the innermost list
	closed bool // a list of cells has closed
	rows   bool // the cells are in lists of a row each
	outer  int  // with rows, the depth of the list that holds them
	at     int  // the line the innermost list's cells begin on
}

// add notes n cells read on line at.
func (s *listShape) add(n, at int) {
	if s.cells == 0 {
		s.at = at
	}
	s.cells += n
}

func (s *listShape) open() { s.depth, s.cells = s.depth+1, 0 }

// closeList notes a list of the puzzle it being read closed, and reports
// whether it was the puzzle's own, which ends it: a list of rows, or of
// cells that are not a row's; a row not of nine cells puts the puzzle out
// of shape.
func (rd *reader) closeList(it *itemGrid, s *listShape) bool {
	c := s.cells
	s.depth, s.cells = s.depth-1, 0
	if c > 0 && !s.closed {
		s.closed, s.rows, s.outer = true, c == 9, s.depth
	}
	switch {
	case c > 0 && s.rows && c != 9:
		rd.itemsFault(it, s.at, "row has %d %s, want 9", c, fault.Plural(c, "cell"))
	case c > 0 && !s.rows, c == 0 && s.rows && s.depth < s.outer:
		rd.endItems(it)
		return true
	}
	return false
}

// startsPHP reports whether text starts an array as PHP prints it: an
// item, "[0] => 5" (print_r) or "0 => 5," (var_export), the key of an
// item whose value var_dump prints on the next line, "[0]=>", or a key
// whose value is an array, "[2] => Array".
func startsPHP(text []byte, _ bool) bool {
	if dumpedKey(text) > 0 {
		return true
	}
	if k, _, ok := printedItem(text); ok {
		return k == 0
	}
	return bytes.Contains(text, []byte(" =>")) && printedStructure(text)
}

// readPHP reads an array as PHP prints it, a list of rows or of 81 cells,
// an item a line with the lines of its structure between, "Array", "(",
// ")", "[2] => Array", "array (", "2 => ", "),", or empty. Each item's
// index must be the next, from 0 in each row or in the whole list.
func (rd *reader) readPHP(l line, _ bool) {
	var it itemGrid
	var shape listShape
	key := 0 // the index plus one of the item whose value var_dump prints on the next line, or 0
	for ok := true; ok; l, ok = rd.nextInBlock() {
		t := bytes.TrimSpace(l.text)
		k, v, item := key-1, uint8(0), false
		if key > 0 {
			v, item = dumpedCell(t)
		} else {
			k, v, item = printedItem(t)
		}
		key = 0
		switch {
		case item && k != shape.cells:
			rd.itemsFault(&it, l.no, "item [%d] where [%d] comes", k, shape.cells)
			shape.add(1, l.no)
		case item:
			rd.addItems(&it, []uint8{v}, false, l.no)
			shape.add(1, l.no)
		case dumpedKey(t) > 0:
			key = dumpedKey(t)
		case firstOf2(dumpedCell(t)):
			rd.itemsFault(&it, l.no, "value with no key before it")
		case bytes.HasSuffix(t, []byte("(")) || bytes.HasSuffix(t, []byte("{")):
			shape.open()
		case bytes.HasPrefix(t, []byte(")")) || bytes.HasPrefix(t, []byte("}")):
			if rd.closeList(&it, &shape) {
				return
			}
		case !printedStructure(t):
			rd.endItems(&it)
			rd.src.unread(l)
			return
		}
	}
	rd.endItems(&it)
}

// firstOf2 returns ok, dropping the first of two results.
func firstOf2(_ uint8, ok bool) bool { return ok }

// startsListLines reports whether text opens a list of cells that a later
// line closes (see listPart), perhaps with a stray character in it.
func startsListLines(text []byte, _ bool) bool {
	if opensListLines(text) {
		return true
	}
	_, _, ok := strayAt(text, opensListLines)
	return ok
}

// opensListLines reports whether text opens a list of cells that a
// later line closes.
func opensListLines(text []byte) bool {
	var cells [81]uint8
	n, opens, closes, _ := listPart(text, &cells, false)
	return n > 0 && opens && !closes
}

// strayItem reports whether text is a line of a list over lines (see
// listPart) but for a stray character, and where it is (see strayAt).
func strayItem(text []byte, open bool) (at, col int, ok bool) {
	return strayAt(text, func(t []byte) bool {
		var cells [81]uint8
		n, _, _, _ := listPart(t, &cells, open)
		return n > 0
	})
}

// strayed returns text with a space for the character at at.
func strayed(text []byte, at int) []byte {
	_, size := utf8.DecodeRune(text[at:])
	return append(append(bytes.Clone(text[:at]), ' '), text[at+size:]...)
}

// readListLines reads a list of cells that a line opens and a later one
// closes, whatever their number a line (see listPart), and the lines of
// brackets and commas right after it, as between the lists of a list of
// them. A line that is no part of it ends the list, which is incomplete
// if its puzzle has begun. A list that opens again before it closes, or
// goes on after it closed, is out of shape, a fault, to its last close.
func (rd *reader) readListLines(l line, _ bool) {
	var it itemGrid
	for ok, open := true, false; ok; l, ok = rd.nextInBlock() {
		var cells [81]uint8
		again := open && startsListLines(l.text, false)
		if again {
			rd.itemsFault(&it, l.no, "list opens again before the list above closed")
		}
		n, _, closes, words := listPart(l.text, &cells, open && !again)
		if at, col, ok := strayItem(l.text, open && !again); n == 0 && !closes && ok {
			rd.itemsFault(&it, l.no, "bad character %s in column %d", quoteChar(l.text[at:]), col)
			_, _, closes, _ = listPart(strayed(l.text, at), &cells, open && !again)
		} else if n == 0 && !closes {
			rd.endItems(&it)
			rd.src.unread(l)
			return
		}
		open = true
		rd.addItems(&it, cells[:n], words, l.no)
		if closes && !rd.listGoesOn(&it) {
			rd.endItems(&it)
			rd.skipStructure()
			return
		}
	}
	rd.endItems(&it)
}

// listGoesOn reports whether the line after a list's close goes on with
// its cells, and a close, as if the list had not closed: then the list is
// out of shape, a fault, and reading goes on to the next close.
func (rd *reader) listGoesOn(it *itemGrid) bool {
	l, ok := rd.nextInBlock()
	if !ok {
		return false
	}
	rd.src.unread(l)
	var cells [81]uint8
	n, _, _, _ := listPart(l.text, &cells, true)
	if n == 0 || startsListLines(l.text, false) {
		return false
	}
	at := it.at[0]
	if it.done.set {
		at = it.done.at[0]
	}
	rd.itemsFault(it, at, "list goes on after its close")
	return true
}

// skipStructure skips the lines of brackets and commas that follow.
func (rd *reader) skipStructure() {
	for l, ok := rd.nextInBlock(); ok; l, ok = rd.nextInBlock() {
		if len(l.text) == 0 || !isStructure(l.text) {
			rd.src.unread(l)
			return
		}
	}
}

// startsCellLines reports whether text starts a puzzle written a cell or a
// few a line (see readCellLines): its first cells with a comma after
// them, nine or fewer, and more only after a line that opens a list; or a
// cell under its key, A1.
func startsCellLines(text []byte, opened bool) bool {
	var keyed [81]uint8
	if keyedCells(text, 0, &keyed) > 0 {
		return true
	}
	starts := func(t []byte) bool {
		var cells [16]uint8
		n, comma, _ := listItems(t, &cells)
		return n > 0 && comma && (n < 9 || n > 9 && opened)
	}
	if starts(text) {
		return true
	}
	_, _, ok := strayAt(text, starts)
	return ok
}

// readCellLines reads a puzzle written a cell or a few a line, as JSON is
// written with each item of a list on a line of its own ("5," or `"5",`
// and the last of a row without the comma) and Node.js prints a long
// list, five numbers a line for a row and ten or more for a whole puzzle,
// between lines of brackets; as YAML's lists in blocks and a table of
// markup a cell a line; or as cells under their keys A1 to I9 (see
// keyedCells). The puzzle ends where its list closes (see listShape), or
// at a line that is neither cells nor brackets, where it is incomplete if
// it has begun.
func (rd *reader) readCellLines(l line, _ bool) {
	var it itemGrid
	var shape listShape
	for ok := true; ok; l, ok = rd.nextInBlock() {
		var keyed [81]uint8
		var cells [16]uint8
		if n := keyedCells(l.text, it.n, &keyed); n > 0 {
			rd.addItems(&it, keyed[:n], false, l.no)
			shape.add(n, l.no)
			if bytes.HasSuffix(bytes.TrimSpace(l.text), []byte("}")) {
				break // a whole object on its line
			}
			continue
		}
		if n := keyedCells(l.text, 0, &keyed); n == 0 && anyKey(l.text) && shape.cells+it.n > 0 {
			rd.itemsFault(&it, l.no, "cell under a key out of turn")
			continue
		}
		if n, _, words := listItems(l.text, &cells); n > 0 {
			rd.addItems(&it, cells[:n], words, l.no)
			shape.add(n, l.no)
			continue
		}
		if at, col, ok := strayAt(l.text, func(t []byte) bool { n, _, _ := listItems(t, &cells); return n > 0 }); ok {
			rd.itemsFault(&it, l.no, "bad character %s in column %d", quoteChar(l.text[at:]), col)
			n, _, _ := listItems(strayed(l.text, at), &cells)
			shape.add(n, l.no)
			continue
		}
		if len(bytes.TrimSpace(l.text)) == 0 || !isStructure(l.text) && !onlyTags(l.text) {
			rd.src.unread(l)
			break
		}
		if rd.listEvents(&it, &shape, l.text) {
			return
		}
	}
	rd.endItems(&it)
}

// listEvents notes the lists that a line of brackets, or of tags of
// markup, opens and closes, in the puzzle being read a cell a line, and
// reports whether the puzzle's own closed, which ends it.
func (rd *reader) listEvents(it *itemGrid, s *listShape, text []byte) bool {
	for i := 0; i < len(text); i++ {
		switch c := text[i]; {
		case c == '[' || c == '{' || c == '(':
			s.open()
		case c == ']' || c == '}' || c == ')':
			if rd.closeList(it, s) {
				return true
			}
		case c == '<' && i+1 < len(text) && text[i+1] == '/':
			if rd.closeList(it, s) {
				return true
			}
		case c == '<' && !bytes.HasPrefix(text[i:], []byte("<!")) && !bytes.HasPrefix(text[i:], []byte("<?")):
			if end := bytes.IndexByte(text[i:], '>'); end < 0 || text[i+end-1] != '/' {
				s.open()
			}
		}
	}
	return false
}

// listPart reads into cells the cells of a line of a list written over
// several lines, whatever their number a line: as numpy prints a long
// array ("[0 0 4 3 …", 37 a line), as lists are laid out nine a line in
// source ("puzzle = [5, 3, 0, …,", "array([0, 0, 4, …,"), C's arrays
// ("int grid[81] = {5, 3, …,"), OCaml's and F#'s ("let grid =
// [|5;3;0;…;"), MATLAB's matrices ("A = [5 3 0 …;") and MiniZinc's,
// whose rows a bar ends or begins ("start=[|0, 9, 0, …|", "| 8, 0, 4,
// …", "|];"). Unless open says that a line before opened the list, text
// must open it: a bracket, brace or parenthesis before its first cell, or
// a few as numpy prints a list of puzzles, with nothing before them but a
// label ending in =, : or (. The cells are items between spaces, commas,
// semicolons or bars (see itemCell). It returns their number, 0 if text
// is no such line, whether text opens the list, whether it closes it,
// with a bracket after its last cell and then only brackets, commas,
// semicolons and spaces (a line may close it alone), and whether a blank
// was a word.
func listPart(text []byte, cells *[81]uint8, open bool) (n int, opens, closes, words bool) {
	t := plainBrackets(bytes.TrimSpace(text))
	if !open {
		i := 0
		for ; i < len(t); i++ {
			if strings.IndexByte("[{(", t[i]) < 0 {
				continue
			}
			label := bytes.TrimRight(t[:i], " \t")
			if len(label) == 0 || strings.IndexByte("=:(", label[len(label)-1]) >= 0 {
				break
			}
		}
		if i == len(t) {
			return 0, false, false, false
		}
		t, opens = bytes.TrimLeft(t[i+1:], "[{( \t"), true
	}
	if end := bytes.IndexAny(t, "]})"); end >= 0 {
		if !listEnds(t[end+1:], "]})") {
			return 0, false, false, false
		}
		t, closes = t[:end], true
	}
	for item := range bytes.FieldsFuncSeq(t, func(r rune) bool { return r == ' ' || r == ',' || r == ';' || r == '|' || r == '\t' }) {
		v, word, ok := itemCell(item)
		if n == len(cells) || !ok {
			return 0, false, false, false
		}
		cells[n], words = v, words || word
		n++
	}
	return n, opens, closes, words
}

// printedItem reads text as an item of an array as PHP prints it, its
// index and its value, a cell: "[5] => 3" (print_r) or "5 => 3," (var_export).
// It reports whether text is one.
func printedItem(text []byte) (index int, v uint8, ok bool) {
	key, value, found := bytes.Cut(bytes.TrimSpace(text), []byte(" => "))
	if !found {
		return 0, 0, false
	}
	index, bracketed, ok := phpKey(key)
	if !bracketed {
		value, found = bytes.CutSuffix(value, []byte(","))
	}
	if !ok || !found || len(value) != 1 || !isCell(value[0]) {
		return 0, 0, false
	}
	return index, asciiChars[value[0]].value, true
}

// phpKey reads the index of an item of an array as PHP prints it, in
// brackets, [5], as print_r and var_dump do, or not, as var_export does.
func phpKey(key []byte) (index int, bracketed, ok bool) {
	if k, found := bytes.CutPrefix(key, []byte("[")); found {
		if key, bracketed = bytes.CutSuffix(k, []byte("]")); !bracketed {
			return 0, false, false
		}
	}
	index, err := strconv.Atoi(string(key))
	return index, bracketed, err == nil && index >= 0
}

// dumpedKey reads text as the key of an item of an array as PHP's
// var_dump prints it, "[5]=>", its value on the next line, and returns its
// index plus one, or 0.
func dumpedKey(text []byte) int {
	if key, ok := bytes.CutSuffix(bytes.TrimSpace(text), []byte("=>")); ok {
		if index, bracketed, ok := phpKey(key); bracketed && ok {
			return index + 1
		}
	}
	return 0
}

// dumpedCell reads text as a cell as PHP's var_dump prints its value,
// int(5) or string(1) "5".
func dumpedCell(text []byte) (uint8, bool) {
	t := bytes.TrimSpace(text)
	if d, ok := bytes.CutPrefix(t, []byte("int(")); ok && len(d) == 2 && d[1] == ')' && '0' <= d[0] && d[0] <= '9' {
		return d[0] - '0', true
	}
	if c, ok := bytes.CutPrefix(t, []byte(`string(1) "`)); ok && len(c) == 2 && c[1] == '"' && isCell(c[0]) {
		return asciiChars[c[0]].value, true
	}
	return 0, false
}

// printedStructure reports whether text is a line of an array as PHP
// prints it other than an item: "Array", "(", ")", "[2] => Array",
// "array (", "2 => ", "),", or an empty line.
func printedStructure(text []byte) bool {
	t := bytes.TrimSpace(text)
	if key, value, ok := bytes.Cut(t, []byte(" =>")); ok {
		if _, _, ok := phpKey(key); !ok {
			return false
		}
		t = bytes.TrimSpace(value)
	}
	switch string(t) {
	case "", "Array", "array (", "(", ")", "),", ");", "}":
		return true
	}
	n, ok := bytes.CutPrefix(t, []byte("array("))
	n, ok2 := bytes.CutSuffix(n, []byte(") {"))
	_, err := strconv.Atoi(string(n))
	return ok && ok2 && err == nil // var_dump's "array(9) {"
}

// keyedCells reads into cells the cells of text written as values under
// keys that name them, A1 to I9, a row's letter and a column's number, as
// Norvig's solver keeps a grid in a dict and sudokutoolcollection in an
// object: `{'A1': '4', 'A2': '.', …}` on one line, or "A1: '.'," a line.
// The keys, in quotes or not, must name the cells in order from cell
// next. A value is a cell, in quotes or not, or a cell's candidates, as
// Norvig's solver keeps them: one digit is placed, several in ascending
// order a blank. It returns the cells read, 0 if text is no such line.
func keyedCells(text []byte, next int, cells *[81]uint8) (n int) {
	t := bytes.TrimPrefix(bytes.TrimSpace(text), []byte("{"))
	for {
		t = bytes.TrimLeft(t, " ")
		if len(t) == 0 || t[0] == '}' {
			if len(bytes.Trim(bytes.TrimPrefix(t, []byte("}")), ",; ")) != 0 {
				return 0
			}
			return n
		}
		key, rest, ok := bytes.Cut(t, []byte(":"))
		if key = bytes.Trim(key, `"' `); !ok || len(key) != 2 || next+n == len(cells) || (key[0]|0x20)-'a' != byte((next+n)/9) || key[1]-'1' != byte((next+n)%9) {
			return 0
		}
		end := bytes.IndexAny(rest, ",}")
		if end < 0 {
			end = len(rest)
		}
		v, ok := candidateValue(bytes.Trim(bytes.TrimSpace(rest[:end]), `"'`))
		if !ok {
			return 0
		}
		cells[n] = v
		n++
		t = bytes.TrimPrefix(rest[end:], []byte(","))
	}
}

// anyKey reports whether text is a cell under a key that names it, A1 to
// I9, in quotes or not, as keyedCells reads them, whatever its turn.
func anyKey(text []byte) bool {
	key, _, ok := bytes.Cut(bytes.TrimLeft(text, " {"), []byte(":"))
	key = bytes.Trim(key, `"' `)
	return ok && len(key) == 2 && 'a' <= key[0]|0x20 && key[0]|0x20 <= 'i' && '1' <= key[1] && key[1] <= '9'
}

// candidateValue reads a cell written as a cell or as its candidates:
// one digit is placed, several in ascending order a blank.
func candidateValue(v []byte) (uint8, bool) {
	if len(v) == 1 && isCell(v[0]) {
		return asciiChars[v[0]].value, true
	}
	if len(v) < 2 {
		return 0, false
	}
	for i, c := range v {
		if c < '1' || c > '9' || i > 0 && c <= v[i-1] {
			return 0, false
		}
	}
	return 0, true
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
