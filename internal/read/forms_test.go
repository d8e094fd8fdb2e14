package read

// These tests check the reader's table of forms against its examples and
// the README, which only the package sees.

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"sudoku/internal/board"
	"sudoku/internal/oracle"
)

// formContext holds the lines before the example of a form that reads a
// line only after such lines.
var formContext = map[string]string{
	"spaces for a row of blanks": "812      \n",
	"short row after a bullet":   "",
}

// Each form of the table reads its own example, and each block form
// starts on its own.
func TestFormExamples(t *testing.T) {
	for _, f := range lineForms {
		if f.name == "key" {
			lv := viewOf([]byte(f.example), len(f.example))
			if r, ok := f.read(&lv, view{}, new(board.Grid)); !ok || r.key != solutionKey {
				t.Errorf("key: its example %q opens no solution", f.example)
			}
			continue
		}
		form, read := formOf(t, formContext[f.name]+f.example+"\n")
		if f.read == nil || form != f.name && !(f.name == "short row after a bullet" && len(read) == 1 && strings.Contains(read[0], "row has 8 cells")) {
			t.Errorf("%s: its example %q is read as %q (%q)", f.name, f.example, form, read)
		}
	}
	for _, b := range blockForms {
		if !b.starts([]byte(b.example), false) {
			t.Errorf("%s: its example %q starts no block", b.name, b.example)
		}
	}
}

// The README's table of the input's families gives a line of each, which
// one of the forms it names reads.
func TestReadmeInput(t *testing.T) {
	text, err := os.ReadFile(filepath.Join(oracle.Root(), "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, input, _ := strings.Cut(string(text), "### Input")
	input, _, _ = strings.Cut(input, "\n#")
	rows := 0
	for row := range strings.Lines(input) {
		cells := strings.Split(strings.ReplaceAll(strings.TrimSpace(row), `\|`, "\x00"), "|")
		if len(cells) != 5 || !strings.HasPrefix(strings.TrimSpace(cells[2]), "`") {
			continue
		}
		rows++
		example := strings.ReplaceAll(strings.Trim(strings.TrimSpace(cells[2]), "`"), "\x00", "|")
		forms := strings.Split(strings.TrimSpace(cells[3]), ", ")
		if got := readBy(t, example); !slices.Contains(forms, got) {
			t.Errorf("%s: %q is read by %q, not one of %q", strings.TrimSpace(cells[1]), example, got, forms)
		}
	}
	if rows < 12 {
		t.Errorf("README's table of the input's families has %d rows, want a dozen or more", rows)
	}
}

// readBy returns the name of the form that reads a line alone, or of the
// block form that starts on it.
func readBy(t *testing.T, line string) string {
	for _, b := range blockForms {
		if b.starts([]byte(line), false) {
			return b.name
		}
	}
	form, _ := formOf(t, line+"\n")
	return form
}

// exactForm reads a line as the first two forms of the table do, and
// only as they do.
func TestExactForm(t *testing.T) {
	line81 := lineForms[1].example
	for _, text := range []string{
		lineForms[0].example, "5 3 0 0 7 0 0 0 x", "5,3,0,0,7,0,0,0,0", "5 3 0 0 7 0 0 0 0 ",
		line81, line81[:80] + "x", strings.Repeat("5 ", 40) + "5", "", "530070000",
	} {
		fresh := func() *lineView {
			lv := viewOf([]byte(text), len(text))
			return &lv
		}
		var g board.Grid
		r, form, ok := exactForm([]byte(text), &g)
		wantOK, wantForm := false, 0
		var want reading
		var wantG board.Grid
		for i, f := range lineForms[:2] {
			if f.when(fresh(), view{}) {
				if want, wantOK = f.read(fresh(), view{}, &wantG); wantOK {
					wantForm = i
					break
				}
			}
		}
		if ok != wantOK || ok && (form != wantForm || r != want || g != wantG) {
			t.Errorf("%q: exactForm gives form %d %v %+v, the table form %d %v %+v", text, form, ok, r, wantForm, wantOK, want)
		}
	}
	if lineForms[0].name != "exact row" || lineForms[1].name != "exact line" {
		t.Errorf("the table's first forms are %q and %q, not the exact forms", lineForms[0].name, lineForms[1].name)
	}
}

// readerInputs returns the texts the reader's tests read: each case of
// parseTests, each form file, and a file of each layout TestDamage
// renders, with its damaged files too if damaged is set.
func readerInputs(t *testing.T, damaged bool) []string {
	var inputs []string
	for _, tt := range parseTests {
		inputs = append(inputs, tt.in)
	}
	for _, name := range formFiles(t) {
		inputs = append(inputs, string(oracle.ReadFile(t, name)))
	}
	pool := damagePool(t)
	for _, fam := range damageFamilies {
		for _, st := range fam.styles {
			f, ok := newDamageFile(t, st, pool, 0)
			if !ok {
				continue
			}
			inputs = append(inputs, f.text)
			if !damaged {
				continue
			}
			for _, dm := range f.damages() {
				inputs = append(inputs, dm.text)
			}
		}
	}
	return inputs
}

// plainLine reads every line it reads as line would without it: each test
// input, form file and damaged file, and the public collections in both
// forms, read both ways, give the same puzzles and faults.
func TestPlainLines(t *testing.T) {
	inputs := readerInputs(t, true)
	if !testing.Short() {
		for _, name := range []string{"puzzles2_17_clue.txt", "qqwing_random_20000.txt"} {
			if _, err := os.Stat(filepath.Join(oracle.DataDir(), name)); err == nil {
				puzzles := oracle.ReadData(t, name)
				inputs = append(inputs, oracle.Text(true, puzzles...), oracle.Text(false, puzzles...))
			}
		}
	}
	readAll := func(text string) []damageResult {
		var got []damageResult
		for p, err := range Puzzles(strings.NewReader(text), "t") {
			if err != nil {
				got = append(got, damageResult{msg: err.Error()})
			} else {
				got = append(got, damageResult{line: p.Line, cells: cellText(p.Grid)})
			}
		}
		return got
	}
	plain := 0
	for _, text := range inputs {
		with := readAll(text)
		plainLines = false
		without := readAll(text)
		plainLines = true
		if !slices.Equal(with, without) {
			t.Errorf("read with plainLine:\n%v\nwithout:\n%v\ninput:\n%s", with, without, text)
		}
		plain += len(with)
	}
	if plain == 0 {
		t.Fatal("nothing read")
	}
}
