package main

import (
	"fmt"
	"strings"
	"testing"
)

// wikiGrid is wiki in the grid form.
const wikiGrid = `5 3 0 0 7 0 0 0 0
6 0 0 1 9 5 0 0 0
0 9 8 0 0 0 0 6 0
8 0 0 0 6 0 0 0 3
4 0 0 8 0 3 0 0 1
7 0 0 0 2 0 0 0 6
0 6 0 0 0 0 2 8 0
0 0 0 4 1 9 0 0 5
0 0 0 0 8 0 0 7 9
`

// wiki0 is wiki with 0 for a blank, as the table below writes puzzles.
var wiki0 = strings.ReplaceAll(wiki, ".", "0")

var parseTests = []struct {
	name string
	in   string
	want []string // "LINE: the puzzle with 0 for blanks", or a fault
}{
	{"line", wiki + "\n", []string{"1: " + wiki0}},
	{"line with zeros", wiki0 + "\n", []string{"1: " + wiki0}},
	{"grid", wikiGrid, []string{"1: " + wiki0}},
	{"grid without spaces", strings.ReplaceAll(wikiGrid, " ", ""), []string{"1: " + wiki0}},
	{"grid with dots", strings.ReplaceAll(wikiGrid, "0", "."), []string{"1: " + wiki0}},
	{"two grids", wikiGrid + "\n" + wikiGrid, []string{"1: " + wiki0, "11: " + wiki0}},
	{"no empty line between grids", wikiGrid + wikiGrid, []string{"1: " + wiki0, "10: " + wiki0}},
	{"empty lines and comments", "# puzzles\n\n\n" + wikiGrid + "\n\n# next\n\n" + wiki + "\n\n",
		[]string{"4: " + wiki0, "17: " + wiki0}},
	{"comment inside a grid", strings.Replace(wikiGrid, "4 0 0", "# row 5\n4 0 0", 1), []string{"1: " + wiki0}},
	{"CRLF, BOM, trailing spaces, no final newline",
		"\ufeff" + strings.TrimSuffix(strings.ReplaceAll(wikiGrid, "\n", " \t\r\n"), "\r\n") + "\r\n\r\n" + wiki + "  ",
		[]string{"1: " + wiki0, "11: " + wiki0}},
	{"tabs between cells", strings.ReplaceAll(wikiGrid, " ", "\t"), []string{"1: " + wiki0}},
	{"leading spaces", "  " + wiki + "\n", []string{"1: " + wiki0}},
	{"empty", "", nil},
	{"only empty lines", "\n\r\n  \n", nil},

	{"bad character", wiki[:10] + "x" + wiki[11:] + "\n", []string{"t:1: bad character 'x' in column 11"}},
	{"bad character in a grid", strings.Replace(wikiGrid, "6 0 0 1", "6 0 0 é", 1),
		[]string{"t:2: bad character 'é' in column 7"}},
	{"NUL", "\x00\x00\n", []string{"t:1: bad character '\\x00' in column 1"}},
	{"invalid UTF-8", "5 3 \xff\n", []string{"t:1: bad character '\\xff' in column 5"}},
	{"only the first fault on a line", "x y z\n", []string{"t:1: bad character 'x' in column 1"}},
	{"short row", strings.Replace(wikiGrid, "6 0 0 1 9 5 0 0 0", "6 0 0 1 9 5 0 0", 1),
		[]string{"t:2: row has 8 cells, want 9"}},
	{"long row", strings.Replace(wikiGrid, "6 0 0 1 9 5 0 0 0", "6 0 0 1 9 5 0 0 0 0", 1),
		[]string{"t:2: row has 10 cells, want 9"}},
	{"short line", wiki[:80] + "\n", []string{"t:1: line has 80 cells, want 81"}},
	{"long line", wiki + "1\n", []string{"t:1: line has 82 cells, want 81"}},
	{"too long", strings.Repeat("0", 5000) + "\n" + wiki + "\n",
		[]string{"t:1: line is too long (over 4096 bytes)", "2: " + wiki0}},
	{"longer than the buffer", strings.Repeat(" ", 200000) + "\n" + wiki + "\n",
		[]string{"t:1: line is too long (over 4096 bytes)", "2: " + wiki0}},
	{"incomplete grid", strings.Join(strings.SplitAfter(wikiGrid, "\n")[:5], "") + "\n" + wiki + "\n",
		[]string{"t:1: incomplete puzzle: 5 of 9 rows", "7: " + wiki0}},
	{"incomplete grid at the end", "\n" + strings.Join(strings.SplitAfter(wikiGrid, "\n")[:8], ""),
		[]string{"t:2: incomplete puzzle: 8 of 9 rows"}},
	{"line inside a grid", strings.Join(strings.SplitAfter(wikiGrid, "\n")[:3], "") + wiki + "\n",
		[]string{"t:1: incomplete puzzle: 3 of 9 rows", "4: " + wiki0}},
	{"bad row then good grid", strings.Replace(wikiGrid, "7 0 0 0 2", "7 ? 0 0 2", 1) + "\n" + wikiGrid,
		[]string{"t:6: bad character '?' in column 3", "11: " + wiki0}},
	{"digit twice in a row", "55" + wiki[2:] + "\n", []string{"t:1: row 1 has digit 5 twice"}},
	{"digit twice in a column", wiki[:9] + "5" + wiki[10:] + "\n", []string{"t:1: column 1 has digit 5 twice"}},
	{"digit twice in a box", wiki[:10] + "5" + wiki[11:] + "\n", []string{"t:1: box 1 has digit 5 twice"}},
	{"digit twice in a grid's column", strings.Replace(wikiGrid, "0 0 0 0 8 0 0 7 9", "0 0 0 0 8 0 0 7 6", 1),
		[]string{"t:9: column 9 has digit 6 twice"}},
	{"fault then puzzle", "x\n" + wiki + "\n", []string{"t:1: bad character 'x' in column 1", "2: " + wiki0}},
}

// readAll reads every puzzle and fault of text as the table above writes them.
func readAll(t testing.TB, text string) []string {
	var got []string
	for p, err := range readPuzzles(strings.NewReader(text), "t") {
		switch err.(type) {
		case nil:
			got = append(got, fmt.Sprintf("%d: %s", p.lineNo, textOf(form{lineForm: true}, p.grid)[:81]))
		case *lineError:
			got = append(got, err.Error())
		default:
			t.Fatalf("read error: %v", err)
		}
	}
	return got
}

func TestParse(t *testing.T) {
	for _, tt := range parseTests {
		t.Run(tt.name, func(t *testing.T) {
			got := readAll(t, tt.in)
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

// FuzzParse checks that no input makes the reader fail or loop, that each
// puzzle it returns has no digit twice in a unit, and that a puzzle written
// in either form reads back the same.
func FuzzParse(f *testing.F) {
	for _, tt := range parseTests {
		if len(tt.in) < 10000 { // the fuzzer is slow to minimize long inputs
			f.Add(tt.in)
		}
	}
	f.Fuzz(func(t *testing.T, in string) {
		n := 0
		for p, err := range readPuzzles(strings.NewReader(in), "t") {
			if n++; n > len(in)+1 {
				t.Fatal("more results than lines")
			}
			if _, ok := err.(*lineError); ok {
				continue
			}
			if err != nil {
				t.Fatal(err)
			}
			for i, d := range p.grid {
				if d > 9 || (d != 0 && !fitsOthers(&p.grid, i)) {
					t.Fatalf("puzzle at line %d: bad cell %d", p.lineNo, i)
				}
			}
			line := textOf(form{lineForm: true}, p.grid)
			for _, text := range []string{textOf(form{}, p.grid), line} {
				back := readAll(t, text)
				if want := fmt.Sprintf("1: %s", line[:81]); len(back) != 1 || back[0] != want {
					t.Fatalf("%q read back as %q", text, back)
				}
			}
		}
	})
}

// fitsOthers reports whether the digit in cell i of g is not repeated in
// its row, column or box.
func fitsOthers(g *Grid, i int) bool {
	d := g[i]
	g[i] = 0
	ok := fits(g, i, d)
	g[i] = d
	return ok
}

// BenchmarkRead reads a collection in the line form and in the grid form,
// the forms of nearly all input.
func BenchmarkRead(b *testing.B) {
	puzzles := readData(b, "qqwing_random_20000.txt")
	for _, f := range []form{{lineForm: true}, {}} {
		name := map[bool]string{true: "line", false: "grid"}[f.lineForm]
		b.Run(name, func(b *testing.B) {
			text := textOf(f, puzzles...)
			for b.Loop() {
				for _, err := range readPuzzles(strings.NewReader(text), name) {
					if err != nil {
						b.Fatal(err)
					}
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(puzzles)), "ns/puzzle")
			b.ReportMetric(0, "ns/op")
		})
	}
}
