package main

import (
	"bytes"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"sudoku/internal/board"
	"sudoku/internal/oracle"
	"sudoku/internal/output"
	"sudoku/internal/read"
)

// Every mode writes the forms for print: -c, -n and -s, the html form
// a page of their grids and the pretty form bordered grids.
func TestPrintRuns(t *testing.T) {
	dir := oracle.TestDir(t, map[string]string{"p.txt": string(oracle.ReadFile(t, "testdata/grid.txt"))})
	for _, tt := range []struct {
		args []string
		n    int
	}{
		{[]string{"-c", "7", "-seed", "1"}, 7},
		{[]string{"-n", "8", "-u", "-seed", "1"}, 8},
		{[]string{"-s", "p.txt"}, 3},
	} {
		plain := sudoku(t, dir, "", append(tt.args, "-o", "-")...)
		html := sudoku(t, dir, "", append(tt.args, "-o", "-", "-format", "html")...)
		pretty := sudoku(t, dir, "", append(tt.args, "-o", "-", "-format", "pretty")...)
		if plain.code != 0 || html.code != 0 || pretty.code != 0 {
			t.Fatalf("%v: status %d, %d, %d: %s%s%s", tt.args, plain.code, html.code, pretty.code, plain.stderr, html.stderr, pretty.stderr)
		}
		grids := oracle.ParseGrids(t, []byte(plain.stdout))
		p, err := oracle.ReadHTML([]byte(html.stdout))
		if err != nil || len(grids) != tt.n || !slices.Equal(p.Grids, grids) {
			t.Errorf("%v -format html: %v; %d grids, want the %d of the grid form", tt.args, err, len(p.Grids), len(grids))
		}
		if want := string(writeAll(t, output.Form{Layout: output.PrettyLayout}, grids)); pretty.stdout != want {
			t.Errorf("%v -format pretty:\n%s\nwant\n%s", tt.args, pretty.stdout, want)
		}
		// -s reads the pretty form back: it solves each grid as in the grid form.
		back := sudoku(t, dir, pretty.stdout, "-s", "-", "-o", "-")
		if want := sudoku(t, dir, plain.stdout, "-s", "-", "-o", "-"); back.code != 0 || back.stdout != want.stdout {
			t.Errorf("%v: -s of the pretty form: status %d, %s", tt.args, back.code, back.stderr)
		}
	}
	got := sudoku(t, dir, "", "-check", "p.txt", "-format", "pretty")
	if want := "sudoku: -format pretty: -check reads the grid or line form\n" + usageHint; got.code != 2 || got.stderr != want {
		t.Errorf("-check -format pretty: status %d, stderr %q", got.code, got.stderr)
	}
}

// -n and -s with -solutions print the puzzles, then their solutions, and
// leave no temporary file; -solutions goes with the html form only.
func TestSolutionsRuns(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	dir := oracle.TestDir(t, map[string]string{"p.txt": string(oracle.ReadFile(t, "testdata/17clue.txt"))})
	puzzles := oracle.Puzzles(t, filepath.Join(dir, "p.txt"))
	for _, args := range [][]string{{"-n", "8", "-u", "-seed", "2"}, {"-s", "p.txt"}} {
		got := sudoku(t, dir, "", append(args, "-format", "html", "-solutions", "-o", "page.html")...)
		if got.code != 0 || got.stderr != "" {
			t.Fatalf("%v: status %d, %s", args, got.code, got.stderr)
		}
		p, err := oracle.ReadHTML(oracle.ReadFile(t, filepath.Join(dir, "page.html")))
		if err != nil {
			t.Fatal(err)
		}
		n := len(p.Grids) / 2
		if args[0] == "-s" && (n != len(puzzles) || !slices.Equal(p.Grids[:n], puzzles)) {
			t.Fatalf("-s: the page's puzzles are not the file's")
		}
		if len(p.Grids) != 2*n || n == 0 {
			t.Fatalf("%v: %d grids", args, len(p.Grids))
		}
		for k := range n {
			if err := oracle.CheckSolution(&p.Grids[k], &p.Grids[n+k]); err != nil || p.Numbers[n+k] != fmt.Sprint("solution ", k+1) {
				t.Errorf("%v: solution %d (%q): %v", args, k+1, p.Numbers[n+k], err)
			}
		}
	}
	got := sudoku(t, dir, "", "-n", "3", "-solutions")
	if want := "sudoku: -solutions goes with -format html\n" + usageHint; got.code != 2 || got.stderr != want {
		t.Errorf("-solutions without html: status %d, %q", got.code, got.stderr)
	}
	got = sudoku(t, dir, "", "-c", "3", "-solutions", "-format", "html")
	if want := "sudoku: -solutions applies only to -s and -n\n" + usageHint; got.code != 2 || got.stderr != want {
		t.Errorf("-c -solutions: status %d, %q", got.code, got.stderr)
	}
	if names := oracle.DirNames(t, tmp); len(names) != 0 {
		t.Errorf("left %v", names)
	}
}

// The pretty and html forms read back as the puzzles written, with either
// line end; html's solutions, which -solutions adds after the puzzles, are
// not read as puzzles. The test spans two packages, output writing and
// read reading, whose tests may not import each other, so it is here.
func TestFormsReadBack(t *testing.T) {
	grids := oracle.Puzzles(t, "testdata/grid.txt")
	for _, f := range []output.Form{{Layout: output.PrettyLayout}, {Layout: output.HTMLLayout}, {Layout: output.HTMLLayout, CRLF: true}} {
		var want []string
		for _, g := range grids {
			want = append(want, textOf(output.Form{Layout: output.LineLayout}, g))
		}
		text := writeAll(t, f, grids)
		if f.Layout == output.HTMLLayout {
			text = written(t, f, func(gw *output.GridWriter) error {
				if err := gw.KeepSolutions(); err != nil {
					return err
				}
				for i := range grids {
					sol := grids[i]
					if board.Solve(&sol, 1) != 1 {
						return fmt.Errorf("puzzle %d: no solution", i+1)
					}
					if err := gw.WritePuzzle(&grids[i], &sol); err != nil {
						return err
					}
				}
				return gw.Close()
			})
		}
		var got []string
		for p, err := range read.Puzzles(bytes.NewReader(text), "t") {
			if err != nil {
				t.Fatalf("%+v: %v", f, err)
			}
			got = append(got, textOf(output.Form{Layout: output.LineLayout}, p.Grid))
		}
		if strings.Join(got, "") != strings.Join(want, "") {
			t.Errorf("%+v: read back\n%s\nwant\n%s", f, strings.Join(got, ""), strings.Join(want, ""))
		}
	}
}

// writeAll returns grids as a gridWriter writes them in form f.
func writeAll(t testing.TB, f output.Form, grids []board.Grid) []byte {
	return written(t, f, func(gw *output.GridWriter) error {
		for i := range grids {
			if err := gw.Write(&grids[i]); err != nil {
				return err
			}
		}
		return gw.Close()
	})
}
