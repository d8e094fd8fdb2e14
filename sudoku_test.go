package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"sudoku/internal/board"
	"sudoku/internal/oracle"
	"sudoku/internal/output"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// TestMain runs the program itself when the tests start their own binary
// with SUDOKU_TEST_MAIN set, so the end-to-end tests exercise it as a user
// would.
func TestMain(m *testing.M) {
	if os.Getenv("SUDOKU_TEST_MAIN") != "" {
		limitFileSize()
		code := status()
		notePeakMemory()
		os.Exit(code)
	}
	code := m.Run()
	if builtDir.name != "" {
		os.RemoveAll(builtDir.name)
	}
	os.Exit(code)
}

// The checks below are independent of the program's own code: they know
// only the rules of sudoku.

// written returns what write writes through a gridWriter in form f.
func written(t testing.TB, f output.Form, write func(gw *output.GridWriter) error) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := write(output.NewGridWriter(&buf, f)); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// textOf returns the text of grids in form f.
func textOf(f output.Form, grids ...board.Grid) string {
	var b []byte
	for i := range grids {
		b = f.AppendGrid(b, &grids[i])
	}
	return string(b)
}

// An outcome is what one run of the program did.
type outcome struct {
	stdout, stderr string
	code           int
	peak           int64 // peak memory in bytes, or 0 if not known
}

// command returns the command that runs the program with args in dir, as
// a user would.
func command(dir string, args ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "SUDOKU_TEST_MAIN=1")
	return cmd
}

// sudoku runs the program with args in dir, stdin as its standard input.
func sudoku(t *testing.T, dir, stdin string, args ...string) outcome {
	t.Helper()
	return runCommand(t, command(dir, args...), stdin)
}

// runCommand runs a command from command, stdin as its standard input.
func runCommand(t *testing.T, cmd *exec.Cmd, stdin string) outcome {
	t.Helper()
	peakFile := filepath.Join(t.TempDir(), "peak")
	cmd.Env = append(cmd.Env, "SUDOKU_TEST_PEAK="+peakFile)
	cmd.Stdin = strings.NewReader(stdin)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	var ee *exec.ExitError
	if err != nil && !errors.As(err, &ee) {
		t.Fatal(err)
	}
	var peak int64
	if b, err := os.ReadFile(peakFile); err == nil {
		fmt.Sscan(string(b), &peak)
	}
	return outcome{stdout.String(), stderr.String(), cmd.ProcessState.ExitCode(), peak}
}

const oldOutput = "the previous output\n"

var usageTests = []struct {
	args []string
	msg  string
}{
	{[]string{}, "no mode given: use -c N, -s FILE, -n N, -check FILE, -rate FILE, -explain FILE or -grade PROGRAM"},
	{[]string{"-c", "abc"}, `invalid value "abc" for flag -c: want a whole number`},
	{[]string{"-c", "0"}, "-c 0: want from 1 to 26127360 grids (2903040 with a top-left digit fixed)"},
	{[]string{"-c", "-5"}, "-c -5: want from 1 to 26127360 grids (2903040 with a top-left digit fixed)"},
	{[]string{"-c", "99999999999"}, "-c 99999999999: want from 1 to 26127360 grids (2903040 with a top-left digit fixed)"},
	{[]string{"-c", "99999999999999999999"}, "-c 99999999999999999999: want from 1 to 26127360 grids (2903040 with a top-left digit fixed)"},
	{[]string{"-c", "-99999999999999999999"}, "-c -99999999999999999999: want from 1 to 26127360 grids (2903040 with a top-left digit fixed)"},
	{[]string{"-c", "99999999999999999999", "-first", "4"}, "-c 99999999999999999999: want from 1 to 26127360 grids (2903040 with a top-left digit fixed)"},
	{[]string{"-c", "010", "-first", "99999999999999999999"}, "-first 99999999999999999999: want a digit from 1 to 9, or 0 for none"},
	{[]string{"-n", "99999999999999999999"}, "-n 99999999999999999999: want from 1 to 1000000000 puzzles"},
	{[]string{"-n", "5", "-m", "-99999999999999999999"}, "-m -99999999999999999999: want level 1, 2 or 3"},
	{[]string{"-c", "2903041", "-first", "4"}, "-c 2903041: want from 1 to 26127360 grids (2903040 with a top-left digit fixed)"},
	{[]string{"-c"}, "flag needs an argument: -c"},
	{[]string{"-c", "5", "-s", "p.txt"}, "-c and -s cannot be used together"},
	{[]string{"-c", "5", "extra"}, `unexpected argument "extra"`},
	{[]string{"-x"}, "flag provided but not defined: -x"},
	{[]string{"-c", "5", "-first", "-1"}, "-first -1: want a digit from 1 to 9, or 0 for none"},
	{[]string{"-c", "5", "-first", "10"}, "-first 10: want a digit from 1 to 9, or 0 for none"},
	{[]string{"-c", "5", "-first", "x"}, `invalid value "x" for flag -first: want a whole number`},
	{[]string{"-c", "5", "-seed", "-1"}, `invalid value "-1" for flag -seed: want a whole number, 0 or more`},
	{[]string{"-c", "5", "-seed", "0x10"}, `invalid value "0x10" for flag -seed: want a whole number, 0 or more`},
	{[]string{"-c", "5", "-seed", "18446744073709551616"}, `invalid value "18446744073709551616" for flag -seed: want a whole number from 0 to 18446744073709551615`},
	{[]string{"-c", "5", "-format", "csv"}, "-format csv: want grid, line, pretty or html"},
	{[]string{"-c", "5", "-o", ""}, "-o needs a file name, - for standard output"},
	{[]string{"-s", ""}, "-s needs a file name, - for standard input"},
	{[]string{"-s", "p.txt", "-first", "3"}, "-first applies only to -c, -check and -grade"},
	{[]string{"-s", "p.txt", "-seed", "3"}, "-seed applies only to -c and -n"},
	{[]string{"-n", "5", "-c", "5"}, "-c and -n cannot be used together"},
	{[]string{"-n", "5", "-s", "p.txt"}, "-s and -n cannot be used together"},
	{[]string{"-n", "0"}, "-n 0: want from 1 to 1000000000 puzzles"},
	{[]string{"-n", "1000000001"}, "-n 1000000001: want from 1 to 1000000000 puzzles"},
	{[]string{"-n", "x"}, `invalid value "x" for flag -n: want a whole number`},
	{[]string{"-n", "5", "-first", "3"}, "-first applies only to -c, -check and -grade"},
	{[]string{"-c", "5", "-m", "1"}, "-m applies only to -n"},
	{[]string{"-s", "p.txt", "-u"}, "-u applies only to -n"},
	{[]string{"-r", "20~55"}, "no mode given: use -c N, -s FILE, -n N, -check FILE, -rate FILE, -explain FILE or -grade PROGRAM"},
	{[]string{"-n", "5", "-m", "2", "-r", "20~30"}, "-r 20~30: -m 2 makes puzzles with 39~56 blanks"},
	{[]string{"-n", "5", "-m", "3", "-r", "57~60"}, "-r 57~60: -m 3 makes puzzles with 33~56 blanks"},
	{[]string{"-n", "5", "-m", "2", "-r", "30~45", "-sym", "rot90"}, "-r 30~45: -m 2 -sym rot90 makes puzzles with 49 blanks"},
	{[]string{"-n", "5", "-m", "1", "-u"}, "-m and -u cannot be used together: a puzzle of a level has one solution"},
	{[]string{"-n", "5", "-minimal"}, "-minimal needs -u, -m or -se: a minimal puzzle has one solution"},
	{[]string{"-n", "5", "-r", "30~40", "-minimal"}, "-minimal needs -u, -m or -se: a minimal puzzle has one solution"},
	{[]string{"-n", "5", "-u", "-minimal", "-r", "20~40"}, "-r 20~40: -minimal makes puzzles with 54~59 blanks"},
	{[]string{"-n", "5", "-m", "2", "-minimal", "-sym", "rot90", "-r", "55~58"}, "-r 55~58: -minimal -sym rot90 makes puzzles with 45~53 blanks"},
	{[]string{"-n", "5", "-sym", "spiral"}, "-sym spiral: want none, rot180, rot90, mirror, flip, diag"},
	{[]string{"-n", "5", "-sym", ""}, "-sym : want none, rot180, rot90, mirror, flip, diag"},
	{[]string{"-n", "5", "-sym", "rot90", "-r", "30"}, "-r 30: -sym rot90 blanks four cells at a time, and the centre alone: want 4k or 4k+1 blanks"},
	{[]string{"-n", "5", "-u", "-sym", "rot90", "-r", "50~51"}, "-r 50~51: -sym rot90 blanks four cells at a time, and the centre alone: want 4k or 4k+1 blanks"},
	{[]string{"-n", "5", "-u", "-sym", "rot90", "-r", "55~58"}, "-r 55~58: -u -sym rot90 makes puzzles with 1~53 blanks"},
	{[]string{"-n", "5", "-sym", "mirror", "-r", "69~72"}, "-r 69~72: -sym mirror makes puzzles with 1~68 blanks"},
	{[]string{"-c", "5", "-sym", "rot90"}, "-sym applies only to -n"},
	{[]string{"-s", "p.txt", "-minimal"}, "-minimal applies only to -n"},
	{[]string{"-n", "5", "-m", "4"}, "-m 4: want level 1, 2 or 3"},
	{[]string{"-n", "5", "-m", "0"}, "-m 0: want level 1, 2 or 3"},
	{[]string{"-n", "5", "-m", "easy"}, `invalid value "easy" for flag -m: want a whole number`},
	{[]string{"-n", "5", "-r", "60~10"}, "-r 60~10: want LO~HI blanks, 1 ≤ LO ≤ HI ≤ 58 (72 without -u)"},
	{[]string{"-n", "5", "-r", "abc"}, "-r abc: want LO~HI blanks, 1 ≤ LO ≤ HI ≤ 58 (72 without -u)"},
	{[]string{"-n", "5", "-r", "0~10"}, "-r 0~10: want LO~HI blanks, 1 ≤ LO ≤ HI ≤ 58 (72 without -u)"},
	{[]string{"-n", "5", "-r", "20~73"}, "-r 20~73: want LO~HI blanks, 1 ≤ LO ≤ HI ≤ 58 (72 without -u)"},
	{[]string{"-n", "5", "-r", "20~59", "-u"}, "-r 20~59: want LO~HI blanks, 1 ≤ LO ≤ HI ≤ 58 (72 without -u)"},
	{[]string{"-n", "5", "-r"}, "flag needs an argument: -r"},
	{[]string{"-rate", ""}, "-rate needs a file name, - for standard input"},
	{[]string{"-explain", ""}, "-explain needs a file name, - for standard input"},
	{[]string{"-rate", "p.txt", "-explain", "p.txt"}, "-rate and -explain cannot be used together"},
	{[]string{"-s", "p.txt", "-rate", "p.txt"}, "-s and -rate cannot be used together"},
	{[]string{"-rate", "p.txt", "-seed", "3"}, "-seed applies only to -c and -n"},
	{[]string{"-explain", "p.txt", "-first", "3"}, "-first applies only to -c, -check and -grade"},
	{[]string{"-rate", "p.txt", "-m", "2"}, "-m applies only to -n"},
	{[]string{"-c", "5", "-se", "3~4"}, "-se applies only to -n"},
	{[]string{"-n", "5", "-se", "7~6"}, "-se 7~6: want LO~HI, SE ratings with 1.0 ≤ LO ≤ HI, as 6.0~7.0"},
	{[]string{"-n", "5", "-se", "hard"}, "-se hard: want LO~HI, SE ratings with 1.0 ≤ LO ≤ HI, as 6.0~7.0"},
	{[]string{"-n", "5", "-se", "0.5~1"}, "-se 0.5~1: want LO~HI, SE ratings with 1.0 ≤ LO ≤ HI, as 6.0~7.0"},
	{[]string{"-n", "5", "-se", "10.1~11"}, "-se 10.1~11: puzzles rated above 10.0 are out of reach of a search; want LO ≤ 10.0"},
	{[]string{"-n", "5", "-limit", "10"}, "-limit goes with -se: it bounds the making of rated puzzles"},
	{[]string{"-n", "5", "-se", "9.5", "-limit", "0"}, "-limit 0: want from 1 to 86400 seconds"},
	{[]string{"-n", "5", "-se", "9.5", "-limit", "86401"}, "-limit 86401: want from 1 to 86400 seconds"},
	{[]string{"-n", "5", "-se", "2.1~2.2"}, "-se 2.1~2.2: no puzzle is rated so; below 4.0 the ratings are 1.0, 1.2, 1.5, 1.7, 1.9, 2.0, 2.3, 2.5, 2.6, 2.8, 3.0, 3.2, 3.4, 3.6 and 3.8"},
	{[]string{"-n", "5", "-se", "3~4", "-m", "3"}, "-m and -se cannot be used together: choose the level or the SE rating"},
}

func TestUsageErrors(t *testing.T) {
	for _, tt := range usageTests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			dir := oracle.TestDir(t, map[string]string{"sudoku.txt": oldOutput, "p.txt": "1" + strings.Repeat("0", 80) + "\n"})
			got := sudoku(t, dir, "", tt.args...)
			want := "sudoku: " + tt.msg + "\n" + usageHint
			if got.code != 2 || got.stderr != want || got.stdout != "" {
				t.Errorf("got status %d, stderr\n%s\nwant status 2, stderr\n%s", got.code, got.stderr, want)
			}
			checkUnchanged(t, dir, "p.txt", "sudoku.txt")
		})
	}
}

// checkUnchanged checks that dir holds only the files named and that
// sudoku.txt still holds the previous output.
func checkUnchanged(t *testing.T, dir string, names ...string) {
	t.Helper()
	slices.Sort(names)
	if got, want := strings.Join(oracle.DirNames(t, dir), " "), strings.Join(names, " "); got != want {
		t.Errorf("directory holds %s, want %s", got, want)
	}
	if got := string(oracle.ReadFile(t, filepath.Join(dir, "sudoku.txt"))); got != oldOutput {
		t.Errorf("sudoku.txt holds %q, want the previous output", got)
	}
}

const wiki = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

var inputErrorTests = []struct {
	name, text string // the input file, unless text is "" (none)
	msg        string
}{
	{"missing.txt", "", "missing.txt: no such file or directory"},
	{"empty.txt", "\n", "empty.txt: no puzzles"},
	{"comments.txt", "# nothing\n\n# here\n", "comments.txt: no puzzles"},
	{"bad.txt", wiki + "\n5 3 0 ! 7 0 0 0 0\n", "bad.txt:2: bad character '!' in column 7"},
	{"binary.txt", "\x7fELF\x02\x01\x01\x00\n", "binary.txt:1: bad character '\\x7f' in column 1"},
	{"short.txt", "5 3 0 0 7 0 0 0\n", "short.txt:1: row has 8 cells, want 9"},
	{"incomplete.txt", "# a puzzle\n5 3 0 0 7 0 0 0 0\n\n", "incomplete.txt:2: incomplete puzzle: 1 of 9 rows"},
	{"twice.txt", strings.Replace(wiki, "53.", "535", 1) + "\n", "twice.txt:1: row 1 has digit 5 twice"},
	{"mixed.txt", "12345678.........9" + strings.Repeat(".", 63) + "\n" + wiki[:80] + "\n",
		"mixed.txt:2: line has 80 cells, want 81"},
	{"many.txt", strings.Repeat("!\n", 12), manyFaults("many.txt", 10, 12)},
}

// manyFaults returns the messages for a file of all lines "!".
func manyFaults(name string, shown, all int) string {
	var lines []string
	for i := 1; i <= shown; i++ {
		lines = append(lines, fmt.Sprintf("%s:%d: bad character '!' in column 1", name, i))
	}
	lines = append(lines, fmt.Sprintf("%s: %d faults in all", name, all))
	return strings.Join(lines, "\nsudoku: ")
}

func TestInputErrors(t *testing.T) {
	for _, tt := range inputErrorTests {
		t.Run(tt.name, func(t *testing.T) {
			files := map[string]string{"sudoku.txt": oldOutput}
			if tt.text != "" {
				files[tt.name] = tt.text
			}
			dir := oracle.TestDir(t, files)
			got := sudoku(t, dir, "", "-s", tt.name)
			want := "sudoku: " + tt.msg + "\n"
			if got.code != 1 || got.stderr != want {
				t.Errorf("got status %d, stderr\n%s\nwant status 1, stderr\n%s", got.code, got.stderr, want)
			}
			names := []string{"sudoku.txt"}
			if tt.text != "" {
				names = []string{tt.name, "sudoku.txt"}
			}
			checkUnchanged(t, dir, names...)
		})
	}
}

func TestInputIsDirectory(t *testing.T) {
	dir := oracle.TestDir(t, map[string]string{"sudoku.txt": oldOutput})
	if err := os.Mkdir(filepath.Join(dir, "d"), 0o755); err != nil {
		t.Fatal(err)
	}
	got := sudoku(t, dir, "", "-s", "d")
	if want := "sudoku: d: is a directory\n"; got.code != 1 || got.stderr != want {
		t.Errorf("got status %d, stderr %q; want 1, %q", got.code, got.stderr, want)
	}
	checkUnchanged(t, dir, "d", "sudoku.txt")
}

func TestUnsolvable(t *testing.T) {
	puzzles := oracle.ReadFile(t, "testdata/unsolvable.txt")
	text := wiki + "\n" + string(puzzles)
	dir := oracle.TestDir(t, map[string]string{"sudoku.txt": oldOutput, "p.txt": text})
	got := sudoku(t, dir, "", "-s", "p.txt")
	want := "sudoku: p.txt:6: puzzle 2 has no solution\n" +
		"sudoku: p.txt:7: puzzle 3 has no solution\n" +
		"sudoku: p.txt:8: puzzle 4 has no solution\n" +
		"sudoku: p.txt:9: puzzle 5 has no solution\n"
	if got.code != 1 || got.stderr != want {
		t.Errorf("got status %d, stderr\n%s\nwant status 1, stderr\n%s", got.code, got.stderr, want)
	}
	in := oracle.Puzzles(t, filepath.Join(dir, "p.txt"))
	out := oracle.ParseGrids(t, oracle.ReadFile(t, filepath.Join(dir, "sudoku.txt")))
	if len(out) != len(in) {
		t.Fatalf("%d grids for %d puzzles", len(out), len(in))
	}
	if err := oracle.CheckSolution(&in[0], &out[0]); err != nil {
		t.Errorf("puzzle 1: %v", err)
	}
	for i := 1; i < len(in); i++ {
		if out[i] != in[i] {
			t.Errorf("puzzle %d was not written back unsolved", i+1)
		}
		if n := oracle.CountSolutions(in[i], 1); n != 0 {
			t.Errorf("puzzle %d has a solution", i+1)
		}
	}
}

// A file with malformed and unsolvable puzzles counts as malformed.
func TestMalformedAndUnsolvable(t *testing.T) {
	text := string(oracle.ReadFile(t, "testdata/unsolvable.txt")) + "5 3 0\n"
	dir := oracle.TestDir(t, map[string]string{"sudoku.txt": oldOutput, "p.txt": text})
	got := sudoku(t, dir, "", "-s", "p.txt")
	want := "sudoku: p.txt:9: row has 3 cells, want 9\n"
	if got.code != 1 || got.stderr != want {
		t.Errorf("got status %d, stderr\n%s\nwant status 1, stderr\n%s", got.code, got.stderr, want)
	}
	checkUnchanged(t, dir, "p.txt", "sudoku.txt")
}

func TestGenerateRun(t *testing.T) {
	dir := oracle.TestDir(t, map[string]string{"sudoku.txt": oldOutput})
	got := sudoku(t, dir, "", "-c", "1000", "-first", "7")
	if got.code != 0 || got.stderr != "" || got.stdout != "" {
		t.Fatalf("got status %d, stdout %q, stderr %q", got.code, got.stdout, got.stderr)
	}
	text := oracle.ReadFile(t, filepath.Join(dir, "sudoku.txt"))
	if len(text) != 163*1000-1 {
		t.Errorf("sudoku.txt is %d bytes, want %d", len(text), 163*1000-1)
	}
	oracle.CheckGrids(t, oracle.ParseGrids(t, text), 1000, 7)
	if names := oracle.DirNames(t, dir); len(names) != 1 {
		t.Errorf("directory holds %v, want only sudoku.txt", names)
	}
}

func TestSeed(t *testing.T) {
	dir := t.TempDir()
	a := sudoku(t, dir, "", "-c", "50", "-seed", "42", "-o", "-")
	b := sudoku(t, dir, "", "-c", "50", "-seed", "42", "-o", "-")
	c := sudoku(t, dir, "", "-c", "50", "-seed", "43", "-o", "-")
	d := sudoku(t, dir, "", "-c", "50", "-o", "-")
	e := sudoku(t, dir, "", "-c", "50", "-o", "-")
	for _, r := range []outcome{a, b, c, d, e} {
		if r.code != 0 {
			t.Fatalf("status %d: %s", r.code, r.stderr)
		}
		oracle.CheckGrids(t, oracle.ParseGrids(t, []byte(r.stdout)), 50, 0)
	}
	if a.stdout != b.stdout {
		t.Error("the same seed gave different grids")
	}
	if a.stdout == c.stdout {
		t.Error("different seeds gave the same grids")
	}
	if d.stdout == e.stdout {
		t.Error("two runs without -seed gave the same grids")
	}
}

func TestSolveRun(t *testing.T) {
	for _, name := range []string{"grid.txt", "hard.txt", "multi.txt", "17clue.txt"} {
		t.Run(name, func(t *testing.T) {
			dir := oracle.TestDir(t, map[string]string{"sudoku.txt": oldOutput})
			got := sudoku(t, dir, "", "-s", filepath.Join(mustAbs(t, "testdata"), name))
			if got.code != 0 || got.stderr != "" {
				t.Fatalf("got status %d, stderr %q", got.code, got.stderr)
			}
			in := oracle.Puzzles(t, filepath.Join("testdata", name))
			out := oracle.ParseGrids(t, oracle.ReadFile(t, filepath.Join(dir, "sudoku.txt")))
			oracle.CheckSolutions(t, in, out)
		})
	}
}

func mustAbs(t *testing.T, name string) string {
	t.Helper()
	abs, err := filepath.Abs(name)
	if err != nil {
		t.Fatal(err)
	}
	return abs
}

// Standard input and output, and the line form read back by -s.
func TestStandardStreams(t *testing.T) {
	dir := t.TempDir()
	grids := sudoku(t, dir, "", "-c", "20", "-seed", "1", "-o", "-")
	lines := sudoku(t, dir, "", "-c", "20", "-seed", "1", "-o", "-", "-format", "line")
	if grids.code != 0 || lines.code != 0 {
		t.Fatalf("status %d, %d", grids.code, lines.code)
	}
	if len(lines.stdout) != 20*82 {
		t.Fatalf("line form is %d bytes, want %d", len(lines.stdout), 20*82)
	}
	// Solving a solved grid gives it back, in either form.
	for _, in := range []string{grids.stdout, lines.stdout} {
		back := sudoku(t, dir, in, "-s", "-", "-o", "-")
		if back.code != 0 || back.stdout != grids.stdout {
			t.Errorf("solving the grids again gave status %d and\n%.200s\nwant\n%.200s", back.code, back.stdout, grids.stdout)
		}
	}
	if names := oracle.DirNames(t, dir); len(names) != 0 {
		t.Errorf("runs to standard output left files %v", names)
	}
}

func TestStdinName(t *testing.T) {
	got := sudoku(t, t.TempDir(), "5 3 !\n", "-s", "-", "-o", "-")
	if want := "sudoku: stdin:1: bad character '!' in column 5\n"; got.code != 1 || got.stderr != want {
		t.Errorf("got status %d, stderr %q; want 1, %q", got.code, got.stderr, want)
	}
}

func TestOutputTargets(t *testing.T) {
	dir := oracle.TestDir(t, map[string]string{"sudoku.txt": oldOutput})
	if err := os.Mkdir(filepath.Join(dir, "d"), 0o755); err != nil {
		t.Fatal(err)
	}
	got := sudoku(t, dir, "", "-c", "3", "-o", "d")
	if want := "sudoku: d: is a directory\n"; got.code != 1 || got.stderr != want {
		t.Errorf("-o d: got status %d, stderr %q; want 1, %q", got.code, got.stderr, want)
	}
	got = sudoku(t, dir, "", "-c", "3", "-o", filepath.Join("e", "s.txt"))
	if want := "sudoku: " + filepath.Join("e", "s.txt") + ": cannot create a file in e: no such file or directory\n"; got.code != 1 || got.stderr != want {
		t.Errorf("-o e/s.txt: got status %d, stderr %q; want 1, %q", got.code, got.stderr, want)
	}
	if _, err := os.Stat("/dev/full"); err == nil {
		got = sudoku(t, dir, "", "-c", "1000", "-o", "/dev/full")
		if want := "sudoku: /dev/full: no space left on device\n"; got.code != 1 || got.stderr != want {
			t.Errorf("-o /dev/full: got status %d, stderr %q; want 1, %q", got.code, got.stderr, want)
		}
	}
	if fi, err := os.Stat("/dev/null"); err == nil {
		got = sudoku(t, dir, "", "-c", "3", "-o", "/dev/null")
		after, err := os.Stat("/dev/null")
		if got.code != 0 || err != nil || after.Mode() != fi.Mode() {
			t.Errorf("-o /dev/null: status %d, mode %v, was %v", got.code, after.Mode(), fi.Mode())
		}
	}
	checkUnchanged(t, dir, "d", "sudoku.txt")
}

// -h prints the manual, which is the package comment of doc.go, then
// this binary's defaults: the text of testdata/help.golden (made with
// -update), where a Windows binary's line end reads otherwise.
func TestHelp(t *testing.T) {
	got := sudoku(t, t.TempDir(), "", "-h")
	if got.code != 0 || got.stderr != "" {
		t.Fatalf("-h: status %d, stderr %q", got.code, got.stderr)
	}
	if *update {
		linux := strings.TrimSuffix(got.stdout, lineEndLine()) + lfLine
		if err := os.WriteFile(filepath.Join("testdata", "help.golden"), []byte(linux), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if want := helpText(t, noDigitLine); got.stdout != want {
		t.Errorf("-h: %s, as testdata/help.golden has it (go test -run '^TestHelp$' -update . remakes it)", firstDiff(got.stdout, want))
	}
	// The defaults said are the binary's, whatever flags come before -h.
	for _, args := range [][]string{{"-crlf", "-h"}, {"-crlf=false", "-h"}, {"-first", "7", "-h"}} {
		if other := sudoku(t, t.TempDir(), "", args...); other.code != 0 || other.stdout != got.stdout {
			t.Errorf("%v: status %d, stdout not -h's:\n%s", args, other.code, other.stdout)
		}
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "doc.go", nil, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil {
		t.Fatal(err)
	}
	if doc := f.Doc.Text() + "\nThis binary:\n" + noDigitLine + lineEndLine(); got.stdout != doc {
		t.Errorf("-h: %s, as the package comment of doc.go and the defaults have it", firstDiff(got.stdout, doc))
	}
	flag.VisitAll(func(f *flag.Flag) {
		testFlag := strings.HasPrefix(f.Name, "test.") || f.Name == "update"
		if !testFlag && !strings.Contains(got.stdout, "\n\t-"+f.Name+" ") {
			t.Errorf("-h does not list -%s", f.Name)
		}
	})
}

// A switch between a flag and its value is moved before the flag; a file
// named as a switch after a flag followed by another flag is left as the
// flag package reads it.
func TestValueAfterFlag(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"-check -loose g.txt", "-loose -check g.txt"},
		{"--check --loose g.txt", "--loose --check g.txt"},
		{"-c -crlf 5", "-crlf -c 5"},
		{"-s -crlf -solutions=false p.txt -o -", "-crlf -solutions=false -s p.txt -o -"},
		{"-s -crlf -", "-crlf -s -"},
		{"-check -loose", "-loose -check"},
		{"-check g.txt -loose", "-check g.txt -loose"},
		{"-o -crlf -s p.txt", "-o -crlf -s p.txt"},
		{"-o=x.txt -crlf -c 5", "-o=x.txt -crlf -c 5"},
		{"-c 5 -- -o -crlf x", "-c 5 -- -o -crlf x"},
		{"-crlf -loose g.txt", "-crlf -loose g.txt"},
	} {
		if got := strings.Join(valueAfterFlag(strings.Fields(tt.in)), " "); got != tt.want {
			t.Errorf("%s: got %s, want %s", tt.in, got, tt.want)
		}
	}
}

// Run as users type them, with a switch before the flag's value, the
// modes do as with the switch after it.
func TestSwitchBeforeValue(t *testing.T) {
	dir := oracle.TestDir(t, map[string]string{"p.txt": wiki + "\n"})
	grids := sudoku(t, dir, "", "-c", "2", "-o", "-").stdout
	g := strings.ReplaceAll(grids, "\n\n", "\n") // not laid out exactly
	if err := os.WriteFile(filepath.Join(dir, "g.txt"), []byte(g), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range [][2]string{
		{"-check -loose g.txt", "-check g.txt -loose"},
		{"-c -crlf 2 -seed 1 -o -", "-c 2 -seed 1 -crlf -o -"},
		{"-s -crlf p.txt -o -", "-s p.txt -crlf -o -"},
	} {
		got, want := sudoku(t, dir, "", strings.Fields(tt[0])...), sudoku(t, dir, "", strings.Fields(tt[1])...)
		got.peak, want.peak = 0, 0
		if got != want || want.code != 0 || want.stdout == "" {
			t.Errorf("%s: got %+v\nwant as %s: %+v", tt[0], got, tt[1], want)
		}
	}
	got := sudoku(t, dir, "", "-check", "-loose")
	if want := "sudoku: flag needs an argument: -check\n" + usageHint; got.code != 2 || got.stderr != want {
		t.Errorf("-check -loose: got status %d, stderr\n%s\nwant status 2, stderr\n%s", got.code, got.stderr, want)
	}
}
