package main

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"

	"sudoku/internal/board"
	"sudoku/internal/oracle"
)

// The course's graders run a student's binary, built with the student's
// digit, as sudoku -c N with no other flag, and read sudoku.txt from the
// binary's folder; other runs check that bad arguments get a message.

// buildWithDigit builds the program with the top-left digit d built in, as
// the README says to, into a new folder, and returns the binary's path.
func buildWithDigit(t *testing.T, d string) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the program")
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip(err)
	}
	bin := filepath.Join(t.TempDir(), "sudoku")
	cmd := exec.Command(goCmd, "build", "-ldflags", "-X main.builtinFirst="+d, "-o", bin, ".")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// runBinary runs bin with args in its own folder and returns the outcome.
func runBinary(t *testing.T, bin string, args ...string) outcome {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Dir = filepath.Dir(bin)
	return runCommand(t, cmd, "")
}

func TestBuiltinDigit(t *testing.T) {
	bin := buildWithDigit(t, "5")
	dir := filepath.Dir(bin)
	out := filepath.Join(dir, "sudoku.txt")
	for _, n := range []int{1, 5, 100, 500, 1000} {
		got := runBinary(t, bin, "-c", fmt.Sprint(n))
		if got.code != 0 || got.stdout != "" || got.stderr != "" {
			t.Fatalf("-c %d: status %d, stdout %q, stderr %q", n, got.code, got.stdout, got.stderr)
		}
		oracle.CheckGrids(t, oracle.ParseGrids(t, oracle.ReadFile(t, out)), n, 5)
	}
	if got := runBinary(t, bin, "-check", "sudoku.txt"); got.code != 0 || got.stdout != "ok: 1000 distinct valid grids starting with 5, LF line ends\n" {
		t.Errorf("-check: status %d, stdout %q, stderr %q", got.code, got.stdout, got.stderr)
	}
	// -first overrides the digit, and -first 0 frees it.
	runBinary(t, bin, "-c", "100", "-first", "3")
	oracle.CheckGrids(t, oracle.ParseGrids(t, oracle.ReadFile(t, out)), 100, 3)
	if got := runBinary(t, bin, "-check", "sudoku.txt"); got.code != 1 || !strings.HasPrefix(got.stderr, "sudoku: sudoku.txt:1: grid 1: top-left digit is 3, want 5\n") {
		t.Errorf("-check of grids starting with 3: status %d, stderr %q", got.code, got.stderr)
	}
	runBinary(t, bin, "-c", "100", "-first", "0")
	grids := oracle.ParseGrids(t, oracle.ReadFile(t, out))
	oracle.CheckGrids(t, grids, 100, 0)
	firsts := map[uint8]bool{}
	for _, g := range grids {
		firsts[g[0]] = true
	}
	if len(firsts) < 2 {
		t.Errorf("-first 0: every grid starts with one of %v", firsts)
	}
	// -version and -h say what the binary does.
	says := "\t-c puts 5 top left unless -first says otherwise (-first 0 fixes none)\n"
	checkVersion(t, runBinary(t, bin, "-version"), says)
	if got, want := runBinary(t, bin, "-h"), helpText(t, says); got.code != 0 || got.stderr != "" || got.stdout != want {
		t.Errorf("-h: status %d, stderr %q; %s", got.code, got.stderr, firstDiff(got.stdout, want))
	}
}

// A binary built with something other than a digit says so, in -version
// and -h too, and -c and -check want -first; the modes that use no digit
// work as they would without one.
func TestBuiltinNotDigit(t *testing.T) {
	for _, d := range []string{"x", "12", "0"} {
		bin := buildWithDigit(t, d)
		want := fmt.Sprintf("sudoku: this binary was built with the top-left digit %q, not a digit from 1 to 9: give -first D\n", d) + usageHint
		for _, args := range [][]string{{"-c", "5"}, {"-check", "sudoku.txt"}} {
			if got := runBinary(t, bin, args...); got.code != 2 || got.stderr != want {
				t.Errorf("%s %v: status %d, stderr %q", d, args, got.code, got.stderr)
			}
		}
		says := fmt.Sprintf("\t-c needs -first D: this binary was built with the top-left digit %q, not a digit from 1 to 9\n", d)
		checkVersion(t, runBinary(t, bin, "-version"), says)
		if got, want := runBinary(t, bin, "-h"), helpText(t, says); got.code != 0 || got.stderr != "" || got.stdout != want {
			t.Errorf("%s -h: status %d, stderr %q; %s", d, got.code, got.stderr, firstDiff(got.stdout, want))
		}
		if got := runBinary(t, bin, "-c", "3", "-first", "4"); got.code != 0 || got.stderr != "" {
			t.Errorf("%s -c 3 -first 4: status %d, stderr %q", d, got.code, got.stderr)
		}
		oracle.CheckGrids(t, oracle.ParseGrids(t, oracle.ReadFile(t, filepath.Join(filepath.Dir(bin), "sudoku.txt"))), 3, 4)
		if got := runBinary(t, bin, "-check", "sudoku.txt", "-first", "0"); got.code != 0 || got.stdout != "ok: 3 distinct valid grids, LF line ends\n" {
			t.Errorf("%s -check -first 0: status %d, stdout %q, stderr %q", d, got.code, got.stdout, got.stderr)
		}
		for _, args := range [][]string{{"-n", "2", "-seed", "1"}, {"-s", "sudoku.txt", "-o", "-"}, {"-rate", "sudoku.txt"}} {
			if got := runBinary(t, bin, args...); got.code != 0 || got.stderr != "" {
				t.Errorf("%s %v: status %d, stderr %q", d, args, got.code, got.stderr)
			}
		}
	}
}

// The graders' runs with bad arguments each get a message and status 2,
// and leave sudoku.txt as it was.
func TestGraderErrors(t *testing.T) {
	for _, args := range [][]string{
		{"-c"}, {"-c", "-100"}, {"-abc", "1"}, {" "}, {"-c", "-c", "1"}, {"-c", "abc"}, {},
	} {
		dir := oracle.TestDir(t, map[string]string{"sudoku.txt": oldOutput})
		got := sudoku(t, dir, "", args...)
		if got.code != 2 || !strings.HasPrefix(got.stderr, "sudoku: ") || !strings.HasSuffix(got.stderr, usageHint) {
			t.Errorf("%q: status %d, stderr %q", args, got.code, got.stderr)
		}
		checkUnchanged(t, dir, "sudoku.txt")
	}
}

// Counts and seeds are plain decimal.
func TestDecimalCounts(t *testing.T) {
	dir := t.TempDir()
	got := sudoku(t, dir, "", "-c", "010", "-o", "-")
	if got.code != 0 {
		t.Fatalf("-c 010: status %d, %s", got.code, got.stderr)
	}
	oracle.CheckGrids(t, oracle.ParseGrids(t, []byte(got.stdout)), 10, 0)
	// A seed with a leading zero, such as a date, is the same number.
	if a, b := sudoku(t, dir, "", "-c", "3", "-seed", "0801", "-o", "-"), sudoku(t, dir, "", "-c", "3", "-seed", "801", "-o", "-"); a.code != 0 || a.stdout != b.stdout {
		t.Errorf("-seed 0801: status %d, and the grids of -seed 801 are not the same", a.code)
	}
	for _, tt := range []struct{ flag, value string }{
		{"-c", "0x10"}, {"-c", "1_000"}, {"-c", "1e6"}, {"-c", "+5"}, {"-c", "5.0"}, {"-c", " 5"},
		{"-n", "0x10"}, {"-n", "+5"}, {"-first", "0x5"}, {"-m", "+2"},
	} {
		args := []string{tt.flag, tt.value}
		if tt.flag != "-c" && tt.flag != "-n" {
			args = append([]string{"-c", "5"}, args...)
			if tt.flag == "-m" {
				args[0] = "-n"
			}
		}
		got := sudoku(t, dir, "", args...)
		want := fmt.Sprintf("sudoku: invalid value %q for flag %s: want a whole number\n", tt.value, tt.flag) + usageHint
		if got.code != 2 || got.stderr != want {
			t.Errorf("%v: status %d, stderr %q", args, got.code, got.stderr)
		}
	}
}

// -crlf ends every line of every output with CRLF: grids in both forms,
// solutions and puzzles, which -check passes.
func TestCRLF(t *testing.T) {
	dir := oracle.TestDir(t, map[string]string{"p.txt": string(oracle.ReadFile(t, "testdata/grid.txt"))})
	for _, tt := range []struct {
		args []string
		size int // of the output
	}{
		{[]string{"-c", "100"}, 173*100 - 2},
		{[]string{"-c", "100", "-format", "line"}, 83 * 100},
		{[]string{"-c", "5000"}, 173*5000 - 2},
		{[]string{"-s", "p.txt"}, 173*3 - 2},
		{[]string{"-s", "p.txt", "-format", "line"}, 83 * 3},
		{[]string{"-n", "50", "-u"}, 173*50 - 2},
	} {
		args := append(tt.args, "-crlf", "-o", "out.txt")
		if got := sudoku(t, dir, "", args...); got.code != 0 {
			t.Fatalf("%v: status %d, %s", args, got.code, got.stderr)
		}
		text := oracle.ReadFile(t, filepath.Join(dir, "out.txt"))
		lineForm := strings.Contains(strings.Join(tt.args, " "), "line")
		grids, err := oracle.ParseOutput(text, lineForm)
		if err != nil || len(text) != tt.size || strings.Count(string(text), "\r\n") != strings.Count(string(text), "\n") {
			t.Fatalf("%v: %d bytes, want %d: %v", args, len(text), tt.size, err)
		}
		check := []string{"-check", "out.txt"}
		switch tt.args[0] {
		case "-c":
			oracle.CheckGrids(t, grids, len(grids), 0)
		case "-s":
			oracle.CheckSolutions(t, oracle.Puzzles(t, filepath.Join(dir, "p.txt")), grids)
			check = append(check, "-puzzles", "p.txt")
		case "-n":
			oracle.CheckPuzzles(t, grids, 50, oracle.Kind{Lo: 20, Hi: 55, Unique: true})
			continue // puzzles have blanks, which -check refuses
		}
		if lineForm {
			check = append(check, "-format", "line")
		}
		if got := sudoku(t, dir, "", check...); got.code != 0 || !strings.HasSuffix(got.stdout, ", CRLF line ends\n") {
			t.Errorf("%v: status %d, stdout %q, stderr %q", check, got.code, got.stdout, got.stderr)
		}
	}
	// The forms for print too, with their solutions; the puzzles of the
	// pretty form read back as -m 1 puzzles.
	for _, args := range [][]string{{"-format", "pretty"}, {"-format", "html", "-solutions"}} {
		got := sudoku(t, dir, "", append([]string{"-n", "8", "-m", "1", "-crlf", "-o", "-"}, args...)...)
		if lf := strings.Count(got.stdout, "\n"); got.code != 0 || lf < 50 || strings.Count(got.stdout, "\r\n") != lf {
			t.Errorf("%v -crlf: status %d, %d of %d line ends CRLF", args, got.code, strings.Count(got.stdout, "\r\n"), lf)
		}
		if args[1] != "pretty" {
			continue
		}
		var puzzles []board.Grid
		for _, text := range strings.Split(strings.TrimSuffix(strings.ReplaceAll(got.stdout, "\r\n", "\n"), "\n"), "\n\n") {
			p, err := oracle.ParsePretty(text + "\n")
			if err != nil {
				t.Fatalf("-format pretty, puzzle %d: %v", len(puzzles)+1, err)
			}
			puzzles = append(puzzles, p)
		}
		oracle.CheckPuzzles(t, puzzles, 8, oracle.Kind{Level: 1})
	}
	// -crlf=false is LF, as without it.
	got := sudoku(t, dir, "", "-c", "3", "-crlf=false", "-o", "-")
	if got.code != 0 || len(got.stdout) != 163*3-1 {
		t.Errorf("-crlf=false: status %d, %d bytes", got.code, len(got.stdout))
	}
}

// The lines that end -version's and -h's output, saying what the binary
// does by default, written out: the top-left digit of -c (for a binary
// built with none), then the line end, which is CRLF on Windows.
const (
	noDigitLine = "\t-c fixes no top-left digit unless -first D is given\n"
	lfLine      = "\tlines end in LF; -crlf writes CRLF\n"
	crlfLine    = "\tlines end in CRLF; -crlf=false writes LF\n"
)

// lineEndLine returns the line-end line of a binary built for this system.
func lineEndLine() string {
	if runtime.GOOS == "windows" {
		return crlfLine
	}
	return lfLine
}

// versionLine matches the first line of -version: the program's version
// and revision, which come from the build, then Go's version and the
// system.
var versionLine = regexp.MustCompile(`^sudoku \S+( [0-9a-f]{12}( \(modified\))?)?, ` +
	regexp.QuoteMeta(fmt.Sprintf("%s %s/%s", runtime.Version(), runtime.GOOS, runtime.GOARCH)) + `\n$`)

// checkVersion checks the output of -version of a binary built for this
// system whose top-left digit line is digitLine: the first line by
// versionLine, with what is known of it spelled out, then the defaults.
func checkVersion(t *testing.T, got outcome, digitLine string) {
	t.Helper()
	first, rest, _ := strings.Cut(got.stdout, "\n")
	first += "\n"
	if got.code != 0 || got.stderr != "" || !versionLine.MatchString(first) || rest != digitLine+lineEndLine() {
		t.Errorf("-version: status %d, stderr %q, stdout\n%s\nwant a first line as %s, then\n%s", got.code, got.stderr, got.stdout, versionLine, digitLine+lineEndLine())
	}
}

// helpText returns what -h prints for a binary built for this system whose
// top-left digit line is digitLine: testdata/help.golden holds it for a
// binary built for Linux with no digit, made by TestHelp.
func helpText(t *testing.T, digitLine string) string {
	t.Helper()
	golden := string(oracle.ReadFile(t, filepath.Join("testdata", "help.golden")))
	defaults := "\nThis binary:\n" + noDigitLine + lfLine
	if !strings.HasSuffix(golden, defaults) {
		t.Fatalf("testdata/help.golden does not end with the defaults of a binary for Linux without a digit:\n%s", defaults)
	}
	return strings.TrimSuffix(golden, noDigitLine+lfLine) + digitLine + lineEndLine()
}

// firstDiff says where the lines of got first differ from want's.
func firstDiff(got, want string) string {
	g, w := strings.SplitAfter(got, "\n"), strings.SplitAfter(want, "\n")
	for i := range max(len(g), len(w)) {
		var a, b string
		if i < len(g) {
			a = g[i]
		}
		if i < len(w) {
			b = w[i]
		}
		if a != b {
			return fmt.Sprintf("line %d is %q, want %q", i+1, a, b)
		}
	}
	return "no line differs"
}

// -version prints the version and the defaults, and takes nothing else.
func TestVersion(t *testing.T) {
	checkVersion(t, sudoku(t, t.TempDir(), "", "-version"), noDigitLine)
	for _, args := range [][]string{{"-version", "-c", "5"}, {"-c", "5", "-version"}, {"-version", "-crlf"}, {"-version", "extra"}} {
		dir := oracle.TestDir(t, map[string]string{"sudoku.txt": oldOutput})
		got := sudoku(t, dir, "", args...)
		if want := "sudoku: -version takes no other flags or arguments\n" + usageHint; got.code != 2 || got.stderr != want || got.stdout != "" {
			t.Errorf("%v: status %d, stdout %q, stderr\n%s\nwant status 2, stderr\n%s", args, got.code, got.stdout, got.stderr, want)
		}
		checkUnchanged(t, dir, "sudoku.txt")
	}
}
