package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"sudoku/internal/board"
	"sudoku/internal/oracle"
	"sudoku/internal/output"
)

// stepLine matches a step: its number, and after the last ": " its effect.
var stepLine = regexp.MustCompile(`^([0-9]+)\. (.*): ([^:]*)$`)

// A block is what -explain writes for one puzzle.
type block struct {
	header string
	steps  []string
	grid   string // the solved grid's text
}

// readBlocks splits the output of -explain into blocks: one empty line
// between blocks, a header line, lines of steps, then the grid.
func readBlocks(t testing.TB, text string) []block {
	t.Helper()
	if !strings.HasSuffix(text, "\n") || strings.HasSuffix(text, "\n\n") {
		t.Fatalf("output does not end in a single line end: %q", text[max(0, len(text)-20):])
	}
	var blocks []block
	for _, part := range strings.Split(strings.TrimSuffix(text, "\n"), "\n\n") {
		lines := strings.Split(part, "\n")
		b := block{header: lines[0]}
		lines = lines[1:]
		for len(lines) > 0 && stepLine.MatchString(lines[0]) {
			b.steps = append(b.steps, lines[0])
			lines = lines[1:]
		}
		if len(lines) > 0 {
			b.grid = strings.Join(lines, "\n") + "\n"
		}
		blocks = append(blocks, b)
	}
	return blocks
}

// The runs of -rate and -explain on testdata/analyse.txt: to standard
// output by default, to a file with -o, from standard input, in either
// form; their output is in golden files, and the pretty form's checked
// against the grid form's independently. The steps of the golden files
// of -explain are replayed against the solutions by package explain's
// TestExplainGolden, which also finds them what its Run writes.
func TestAnalyseRun(t *testing.T) {
	input := mustAbs(t, filepath.Join("testdata", "analyse.txt"))
	puzzles := oracle.Puzzles(t, input)
	for _, tt := range []struct {
		golden string
		args   []string
	}{
		{"rate.golden", []string{"-rate", input}},
		{"explain.golden", []string{"-explain", input}},
		{"explain.line.golden", []string{"-explain", input, "-format", "line"}},
		{"explain.pretty.golden", []string{"-explain", input, "-format", "pretty"}},
	} {
		t.Run(tt.golden, func(t *testing.T) {
			golden := filepath.Join("testdata", tt.golden)
			dir := testDir(t, map[string]string{"sudoku.txt": oldOutput})
			got := sudoku(t, dir, "", tt.args...)
			if got.code != 0 || got.stderr != "" {
				t.Fatalf("status %d, stderr %q", got.code, got.stderr)
			}
			if *update {
				if err := os.WriteFile(golden, []byte(got.stdout), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want := string(readFile(t, golden))
			if got.stdout != want {
				t.Errorf("got\n%s\nwant\n%s", got.stdout, want)
			}
			if tt.golden == "explain.pretty.golden" {
				checkPrettyExplanations(t, want, string(readFile(t, filepath.Join("testdata", "explain.golden"))), puzzles)
			}
			stdin := sudoku(t, dir, string(readFile(t, input)), append([]string{tt.args[0], "-"}, tt.args[2:]...)...)
			if stdin.code != 0 || stdin.stdout != want {
				t.Errorf("from standard input: status %d, stderr %q, output\n%s", stdin.code, stdin.stderr, stdin.stdout)
			}
			checkUnchanged(t, dir, "sudoku.txt")
			toFile := sudoku(t, dir, "", append(tt.args, "-o", "out.txt")...)
			if toFile.code != 0 || toFile.stdout != "" || string(readFile(t, filepath.Join(dir, "out.txt"))) != want {
				t.Errorf("-o out.txt: status %d, stdout %q, stderr %q", toFile.code, toFile.stdout, toFile.stderr)
			}
		})
	}
}

// checkPrettyExplanations checks the output of -explain -format pretty
// against that of the grid form, plain: the same headers and steps, and
// in place of each grid the same solution in bordered boxes, read here
// without the program's code and checked against the puzzle.
func checkPrettyExplanations(t *testing.T, pretty, plain string, puzzles []board.Grid) {
	t.Helper()
	got, want := readBlocks(t, pretty), readBlocks(t, plain)
	if len(got) != len(puzzles) || len(want) != len(puzzles) {
		t.Fatalf("%d blocks in pretty form, %d in grid form, for %d puzzles", len(got), len(want), len(puzzles))
	}
	for k, p := range puzzles {
		b := got[k]
		if b.header != want[k].header || !slices.Equal(b.steps, want[k].steps) {
			t.Fatalf("puzzle %d: header or steps not as in the grid form: %q", k+1, b.header)
		}
		if b.grid == "" {
			if want[k].grid != "" || oracle.CountSolutions(p, 2) == 1 {
				t.Fatalf("puzzle %d: no grid after %q", k+1, b.header)
			}
			continue
		}
		sol, err := oracle.ParsePretty(b.grid)
		if err != nil {
			t.Fatalf("puzzle %d: %v", k+1, err)
		}
		// A valid grid keeping every given of a puzzle of one solution is
		// that solution.
		if err := oracle.CheckSolution(&p, &sol); err != nil || oracle.CountSolutions(p, 2) != 1 {
			t.Fatalf("puzzle %d: the grid is no solution (%v), or the puzzle has not one:\n%s", k+1, err, b.grid)
		}
		if plain := oracle.ParseGrids(t, []byte(want[k].grid)); plain[0] != sol {
			t.Fatalf("puzzle %d: the grid form's solution differs:\n%s", k+1, b.grid)
		}
	}
}

// A malformed file gives the messages -s gives, status 1, and writes
// nothing: the output file stays as it was.
func TestAnalyseInputErrors(t *testing.T) {
	for _, mode := range []string{"-rate", "-explain"} {
		for _, tt := range inputErrorTests {
			t.Run(mode+" "+tt.name, func(t *testing.T) {
				files := map[string]string{"sudoku.txt": oldOutput, "out.txt": oldOutput}
				if tt.text != "" {
					files[tt.name] = tt.text
				}
				dir := testDir(t, files)
				for _, args := range [][]string{{mode, tt.name}, {mode, tt.name, "-o", "out.txt"}} {
					got := sudoku(t, dir, "", args...)
					if want := "sudoku: " + tt.msg + "\n"; got.code != 1 || got.stderr != want || got.stdout != "" {
						t.Errorf("%v: got status %d, stderr\n%s\nwant status 1, stderr\n%s", args, got.code, got.stderr, want)
					}
				}
				if got := string(readFile(t, filepath.Join(dir, "out.txt"))); got != oldOutput {
					t.Errorf("out.txt holds %q", got)
				}
				names := []string{"out.txt", "sudoku.txt"}
				if tt.text != "" {
					names = append(names, tt.name)
				}
				checkUnchanged(t, dir, names...)
			})
		}
	}
	got := sudoku(t, t.TempDir(), "5 3 !\n", "-rate", "-")
	if want := "sudoku: stdin:1: bad character '!' in column 5\n"; got.code != 1 || got.stderr != want {
		t.Errorf("got status %d, stderr %q; want 1, %q", got.code, got.stderr, want)
	}
}

// Explaining 32,000 puzzles, about 75 MB of text, more than the memory
// allowed, keeps to bounded memory.
func TestExplainMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	const n = 32000
	dir := t.TempDir()
	block := textOf(output.Form{}, oracle.Puzzles(t, "testdata/grid.txt")[0]) + "\n"
	writeBig(t, filepath.Join(dir, "p.txt"), block, n*len(block))
	got := sudoku(t, dir, "", "-explain", "p.txt", "-o", "out.txt")
	if got.code != 0 || got.stderr != "" {
		t.Fatalf("status %d, stderr %q", got.code, got.stderr)
	}
	checkMemory(t, got)
	out := readFile(t, filepath.Join(dir, "out.txt"))
	if k := bytes.Count(out, []byte("\npuzzle ")) + 1; k != n || len(out) < maxMemory {
		t.Errorf("%d puzzles explained in %d bytes, want %d in more than %d", k, len(out), n, maxMemory)
	}
}

// -crlf ends every line of the reports with CRLF, and html is no form for
// them.
func TestAnalyseCRLF(t *testing.T) {
	dir := testDir(t, map[string]string{"p.txt": string(readFile(t, "testdata/grid.txt"))})
	for _, mode := range []string{"-rate", "-explain"} {
		lf := sudoku(t, dir, "", mode, "p.txt")
		crlf := sudoku(t, dir, "", mode, "p.txt", "-crlf")
		if lf.code != 0 || crlf.code != 0 || crlf.stdout != strings.ReplaceAll(lf.stdout, "\n", "\r\n") || !strings.Contains(lf.stdout, "\n") {
			t.Errorf("%s -crlf: status %d, %d; output\n%q", mode, lf.code, crlf.code, crlf.stdout)
		}
		got := sudoku(t, dir, "", mode, "p.txt", "-format", "html")
		if want := "sudoku: -format html: -rate and -explain write text\n" + usageHint; got.code != 2 || got.stderr != want {
			t.Errorf("%s -format html: status %d, stderr %q", mode, got.code, got.stderr)
		}
	}
}
