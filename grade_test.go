package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"sudoku/internal/oracle"
)

// The submissions graded end to end are the programs in testdata/grade,
// each with one known fault (see testdata/grade/fake), and this program,
// all built with the top-left digit 5, which the student numbers of their
// folders give.

// builtDir holds the programs built for the tests of -grade, each built
// once; TestMain removes it.
var builtDir struct {
	sync.Mutex
	name  string
	built map[string]bool
}

// buildPrograms builds the programs named, of testdata/grade or this one
// ("sudoku"), those not built yet with one go build, and returns the
// folder that holds them.
func buildPrograms(t *testing.T, names ...string) string {
	t.Helper()
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip(err)
	}
	builtDir.Lock()
	defer builtDir.Unlock()
	if builtDir.name == "" {
		if builtDir.name, err = os.MkdirTemp("", "sudoku-test-programs-*"); err != nil {
			t.Fatal(err)
		}
		builtDir.built = map[string]bool{}
	}
	args := []string{"build", "-o", builtDir.name + string(filepath.Separator),
		"-ldflags", "-X main.builtinFirst=5 -X sudoku/testdata/grade/fake.first=5"}
	var todo []string
	for _, name := range names {
		pkg := "./testdata/grade/" + name
		if name == "sudoku" {
			pkg = "."
		}
		if !builtDir.built[name] && !slices.Contains(args, pkg) {
			args = append(args, pkg)
			todo = append(todo, name)
		}
	}
	if len(todo) == 0 {
		return builtDir.name
	}
	start := time.Now()
	if out, err := exec.Command(goCmd, args...).CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	for _, name := range todo {
		builtDir.built[name] = true
	}
	t.Logf("built %d programs in %v", len(todo), time.Since(start))
	return builtDir.name
}

// gradePrograms lists the programs graded end to end, each named by the
// student number of the same place in studentNumbers.
var gradePrograms = []string{"sudoku", "correct", "crlf", "duplicates", "invalid", "wrongfirst", "toofew", "tabs",
	"nonewline", "slow", "crash", "silent", "writesonerror", "changesgiven", "ignoresfile", "forks"}

// studentNumbers give the digit 5: their last two digits add up to 4 or
// 13, and (4 % 9) + 1 = (13 % 9) + 1 = 5.
var studentNumbers = []string{"15061104", "15061113", "15061122", "15061131", "15061140", "15061149", "15061158",
	"15061167", "15061176", "15061185", "15061194", "15062204", "15062213", "15062222", "15062231", "15062240"}

// submissionsDir returns a new folder holding a folder for each program
// named, as subs/NUMBER_NAME with the program as bin/sudoku, NUMBER the
// student number of its place in gradePrograms.
func submissionsDir(t *testing.T, names ...string) (dir string, folders []string) {
	t.Helper()
	dir = t.TempDir()
	buildPrograms(t, names...) // in one go build: each alone links anew
	for _, name := range names {
		folder := filepath.Join("subs", studentNumbers[slices.Index(gradePrograms, name)]+"_"+name)
		folders = append(folders, folder)
		putProgram(t, name, filepath.Join(dir, folder, "bin"))
	}
	return dir, folders
}

// putProgram puts the program name, built, in the folder dir as sudoku,
// and returns its path.
func putProgram(t *testing.T, name, dir string) string {
	t.Helper()
	built := buildPrograms(t, name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	src := filepath.Join(built, name)
	if runtime.GOOS == "windows" {
		src += ".exe"
	}
	dst := filepath.Join(dir, "sudoku"+filepath.Ext(src))
	if err := copyProgram(src, dst); err != nil {
		t.Fatal(err)
	}
	return dst
}

// copyProgram copies the program src to dst, a new file that can be run.
func copyProgram(src, dst string) error {
	b, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	return os.WriteFile(dst, b, 0o755)
}

// gradeVerdicts lists, for each program, the verdicts of the points that
// do not pass under -points quick -limit 5 (with 2, a point of a program
// that passes timed out on a loaded machine); * stands for any text.
var gradeVerdicts = map[string]map[string]string{
	"sudoku":  {},
	"correct": {},
	"crlf":    {},
	"duplicates": {
		"-c 5":    "fail: sudoku.txt:41: grid 5: same as grid 1 (line 1)",
		"-c 100":  "fail: sudoku.txt:991: grid 100: same as grid 1 (line 1)",
		"-c 500":  "fail: sudoku.txt:4991: grid 500: same as grid 1 (line 1)",
		"-c 1000": "fail: sudoku.txt:9991: grid 1000: same as grid 1 (line 1)",
	},
	"invalid": {
		"-c 100":  "fail: sudoku.txt:364: grid 37: row 4 has digit 6 twice",
		"-c 500":  "fail: sudoku.txt:364: grid 37: row 4 has digit 6 twice",
		"-c 1000": "fail: sudoku.txt:364: grid 37: row 4 has digit 6 twice",
	},
	"wrongfirst": {
		"-c 1":    "fail: sudoku.txt:1: grid 1: top-left digit is 6, want 5",
		"-c 5":    "fail: sudoku.txt:1: grid 1: top-left digit is 6, want 5 (5 faults)",
		"-c 100":  "fail: sudoku.txt:1: grid 1: top-left digit is 6, want 5 (100 faults)",
		"-c 500":  "fail: sudoku.txt:1: grid 1: top-left digit is 6, want 5 (500 faults)",
		"-c 1000": "fail: sudoku.txt:1: grid 1: top-left digit is 6, want 5 (1000 faults)",
	},
	"toofew": {
		"-c 5":    "fail: 4 grids, want 5",
		"-c 100":  "fail: 99 grids, want 100",
		"-c 500":  "fail: 499 grids, want 500",
		"-c 1000": "fail: 999 grids, want 1000",
	},
	"tabs":      {},
	"nonewline": {},
	"slow":      {"-c 1000": "fail: timed out after 5 s"},
	"crash":     {"error -c abc": `fail: uncaught exception (Go): panic: strconv.Atoi: parsing "abc": invalid syntax`},
	"silent": {
		"error -c":          "fail: printed nothing",
		"error -c -100":     "fail: printed nothing",
		"error -c abc":      "fail: printed nothing",
		"error -abc 1":      "fail: printed nothing",
		"error no argument": "fail: printed nothing",
		"error -c -c 1":     "fail: printed nothing",
	},
	"writesonerror": {
		"error -c -100": "fail: wrote sudoku.txt (0 bytes)",
		"error -c abc":  "fail: wrote sudoku.txt (0 bytes)",
	},
	"changesgiven": {
		"-s 5":    "fail: sudoku.txt:1*: grid 2: row *, column * is *, but puzzle 2 (puzzles5.txt:11) gives *",
		"-s 100":  "fail: sudoku.txt:1*: grid 2: row *, column * is *, but puzzle 2 (puzzles100.txt:11) gives *",
		"-s 1000": "fail: sudoku.txt:1*: grid 2: row *, column * is *, but puzzle 2 (puzzles1000.txt:11) gives *",
	},
	"ignoresfile": {
		"-s 1":    "fail: sudoku.txt:*: grid 1: row *, column * is *, but puzzle 1 (puzzles1.txt:1) gives *",
		"-s 5":    "fail: sudoku.txt:*: grid 1: row *, column * is *, but puzzle 1 (puzzles5.txt:1) gives * (* faults)",
		"-s 100":  "fail: sudoku.txt:*: grid 1: row *, column * is *, but puzzle 1 (puzzles100.txt:1) gives * (* faults)",
		"-s 1000": "fail: sudoku.txt:*: grid 1: row *, column * is *, but puzzle 1 (puzzles1000.txt:1) gives * (* faults)",
		// It writes its grid for -s with no file too, and says nothing.
		"error -s missing": "fail: printed nothing",
	},
	"forks": {}, // the processes it leaves are noted, and killed
}

// gradeRows lists, for each program, the columns of its row of the
// report that are not points: the score and its parts, the line ends,
// the layout and the processes left running.
var gradeRows = map[string]string{
	"sudoku":        "40 15 15 10|LF|exact|",
	"correct":       "40 15 15 10|LF|exact|",
	"crlf":          "40 15 15 10|CRLF|exact|",
	"duplicates":    "28 3 15 10|LF|exact|",
	"invalid":       "31 6 15 10|LF|exact|",
	"wrongfirst":    "25 0 15 10|LF|exact|",
	"toofew":        "28 3 15 10|LF|exact|",
	"tabs":          "40 15 15 10|LF|-c 1: not exact: 9 lines, the first sudoku.txt:1: tab in column 2|",
	"nonewline":     "40 15 15 10|LF|-c 1: not exact: 1 line, the first sudoku.txt:9: no newline at the end of the file|",
	"slow":          "37 12 15 10|LF|exact|",
	"crash":         "38.57 15 15 8.57|LF|exact|",
	"silent":        "31.43 15 15 1.43|LF|exact|",
	"writesonerror": "37.14 15 15 7.14|LF|exact|",
	"changesgiven":  "28.75 15 3.75 10|LF|exact|",
	"ignoresfile":   "23.57 15 0 8.57|LF|exact|",
	"forks":         "40 15 15 10|LF|exact|-c 1: 1, -c 5: 1, -c 100: 1, -c 500: 1, -c 1000: 1",
}

// wildcard returns a regular expression that matches text in which each
// * stands for any text.
func wildcard(text string) *regexp.Regexp {
	parts := strings.Split(text, "*")
	for i := range parts {
		parts[i] = regexp.QuoteMeta(parts[i])
	}
	return regexp.MustCompile("^" + strings.Join(parts, ".*") + "$")
}

// TestGradeSubmissions grades the programs, all of them or under -short a
// few, as a teaching assistant would, and checks the verdict of each point,
// the scores, the report's columns, and the tables printed.
func TestGradeSubmissions(t *testing.T) {
	names := gradePrograms
	if testing.Short() {
		// None of these four is judged by its time: they may share the
		// cores with the other tests.
		names = []string{"crlf", "invalid", "crash", "forks"}
		t.Parallel()
	}
	dir, folders := submissionsDir(t, names...)
	start := time.Now()
	got := graded(sudoku(t, dir, "", append(append([]string{"-grade"}, folders...), "-points", "quick", "-limit", "5", "-o", "report.tsv")...))
	t.Logf("graded %d submissions in %v", len(names), time.Since(start))
	if got.code != 0 || got.stderr != "" {
		t.Fatalf("status %d, stderr %q", got.code, got.stderr)
	}
	rows := strings.Split(strings.TrimSuffix(string(oracle.ReadFile(t, filepath.Join(dir, "report.tsv"))), "\n"), "\n")
	head := strings.Split(rows[0], "\t")
	if want := gradeHeader(false); rows[0] != want {
		t.Fatalf("report header\n%q\nwant\n%q", rows[0], want)
	}
	if len(rows) != len(names)+1 {
		t.Fatalf("report has %d rows, want %d", len(rows)-1, len(names))
	}
	for i, name := range names {
		checkGradeRow(t, name, folders[i], head, strings.Split(rows[i+1], "\t"))
	}
	checkTables(t, got.stdout, names)
	checkConfinement(t, got.stdout, "2 GiB", 64)
	checkNoneLeft(t)
}

// checkConfinement checks that each table of stdout says, below its
// heading, how the runs were confined: with memory and procs as the
// limits, or not, and why.
func checkConfinement(t *testing.T, stdout, memory string, procs int) {
	t.Helper()
	want := fmt.Sprintf("confined: %s of memory, %d processes and threads at once, no network, "+
		"no files but its folder's copy, the puzzle file, the system's programs and an empty /tmp and home", memory, procs)
	for _, table := range strings.Split(stdout, "\n\n") {
		lines := strings.Split(table, "\n")
		if len(lines) < 2 || lines[1] != want && !strings.HasPrefix(lines[1], "not confined: ") {
			t.Errorf("the table does not say how its runs are confined:\n%s", table)
		}
	}
}

// gradeHeader returns the header of the report of -points quick, or with
// full -points full.
func gradeHeader(full bool) string {
	head := []string{"submission", "id", "first", "score", "score -c", "score -s", "score errors"}
	points := []string{"-c 1", "-c 5", "-c 100", "-c 500", "-c 1000", "-s 1", "-s 5", "-s 100", "-s 1000"}
	if full {
		head = append(head, "score -c 50000", "score -c 1000000", "score -s 50000")
		points = slices.Insert(points, 5, "-c 50000", "-c 1000000")
		points = slices.Insert(points, 11, "-s 50000")
	}
	points = append(points, "error -c", "error -c -100", "error -c abc", "error -abc 1", "error no argument",
		"error -c -c 1", "error -s missing")
	for _, p := range points {
		head = append(head, p, p+" s", p+" MiB")
	}
	return strings.Join(append(head, "program", "line ends", "layout", "left running"), "\t")
}

// checkGradeRow checks the row of the program name, graded in folder,
// under the header head.
func checkGradeRow(t *testing.T, name, folder string, head, row []string) {
	t.Helper()
	if len(row) != len(head) {
		t.Errorf("%s: %d columns, want %d: %q", name, len(row), len(head), row)
		return
	}
	id := filepath.Base(folder)[:8]
	if row[0] != folder || row[1] != id || row[2] != "5" {
		t.Errorf("%s: submission, id, first %q, want %q, %q, 5", name, row[:3], folder, id)
	}
	n := len(head)
	got := strings.Join(row[3:7], " ") + "|" + strings.Join(row[n-3:], "|")
	if got != gradeRows[name] {
		t.Errorf("%s: score and layout %q, want %q", name, got, gradeRows[name])
	}
	exe := ""
	if runtime.GOOS == "windows" {
		exe = ".exe"
	}
	if want := filepath.Join(folder, "bin", "sudoku"+exe); row[n-4] != want {
		t.Errorf("%s: program %q, want %q", name, row[n-4], want)
	}
	for c := 7; c < n-4; c += 3 {
		want, ok := gradeVerdicts[name][head[c]]
		if !ok {
			want = "pass"
		}
		if !wildcard(want).MatchString(row[c]) {
			t.Errorf("%s: %s: %q, want %q", name, head[c], row[c], want)
		}
		if !regexp.MustCompile(`^[0-9]+\.[0-9]{3}$`).MatchString(row[c+1]) || !regexp.MustCompile(`^[0-9]*$`).MatchString(row[c+2]) {
			t.Errorf("%s: %s, %s: %q, %q, want seconds and mebibytes", name, head[c+1], head[c+2], row[c+1], row[c+2])
		}
	}
}

// checkTables compares the tables -grade printed for the programs named,
// one after the other, with those of testdata/grade.golden, times masked
// (see masked), where the golden file has one: the programs whose faults
// are in random puzzles it has not.
func checkTables(t *testing.T, stdout string, names []string) {
	t.Helper()
	tables := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n\n")
	if len(tables) != len(names) {
		t.Fatalf("%d tables printed for %d programs:\n%s", len(tables), len(names), stdout)
	}
	golden := filepath.Join("testdata", "grade.golden")
	if *update && len(names) == len(gradePrograms) {
		var b strings.Builder
		for i, name := range names {
			if !slices.Contains(randomFaults, name) {
				b.WriteString(masked(tables[i]) + "\n\n")
			}
		}
		if err := os.WriteFile(golden, []byte(strings.TrimSuffix(b.String(), "\n")), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want := map[string]string{}
	for _, table := range strings.Split(strings.TrimSuffix(string(oracle.ReadFile(t, golden)), "\n"), "\n\n") {
		folder, _, _ := strings.Cut(table, ":")
		want[folder[strings.IndexByte(folder, '_')+1:]] = table
	}
	for i, name := range names {
		if slices.Contains(randomFaults, name) {
			continue
		}
		if got := masked(tables[i]); got != want[name] {
			t.Errorf("%s: the table printed, masked, is\n%s\nwant\n%s", name, got, want[name])
		}
	}
}

// randomFaults are the programs whose faults show in the puzzles the
// grader makes at random.
var randomFaults = []string{"changesgiven", "ignoresfile"}

// masked returns a table of -grade with what changes from run to run
// masked: the times, memory and ratios to this program's, "T", "M" and
// "R" where the point ran; how runs are confined, CONFINEMENT; the
// grader's temporary folder, GRADER; and its columns, aligned by the
// widths of those, set off by " | ".
func masked(table string) string {
	var lines []string
	var at []int // the rune where each column of the points begins
	for line := range strings.Lines(table) {
		line = strings.TrimSuffix(line, "\n")
		r := []rune(line)
		switch {
		case strings.HasPrefix(line, "  point "):
			at = nil
			for _, c := range []string{"point", "time", "memory", "× own", "verdict", "output"} {
				at = append(at, len([]rune(line[:strings.Index(line, c)])))
			}
		case strings.HasPrefix(line, "confined: ") || strings.HasPrefix(line, "not confined: "):
			line = "CONFINEMENT"
		case strings.HasPrefix(line, "  ") && at != nil:
			cell := func(k int) string {
				end := len(r)
				if k+1 < len(at) {
					end = min(at[k+1], len(r))
				}
				return strings.TrimSpace(string(r[min(at[k], len(r)):end]))
			}
			fields := []string{cell(0), cell(1), cell(2), cell(3), cell(4), cell(5)}
			if fields[1] != "" { // it ran
				fields[1], fields[2], fields[3] = "T", "M", "R"
			}
			line = "  " + strings.Join(fields, " | ")
		}
		if strings.HasPrefix(line, "  point ") {
			line = "  point | time | memory | × own | verdict | output"
		}
		lines = append(lines, regexp.MustCompile(`[^ "]*sudoku-grade-[0-9]+`).ReplaceAllString(line, "GRADER"))
	}
	return strings.Join(lines, "\n")
}

// graded returns the outcome of a run of -grade without the line that
// says the runs are not confined, where they cannot be: the tests of
// what confinement does are TestGradeConfined's.
func graded(o outcome) outcome {
	if strings.HasPrefix(o.stderr, "sudoku: not confined: ") {
		_, o.stderr, _ = strings.Cut(o.stderr, "\n")
	}
	return o
}

// checkNoneLeft checks, where /proc tells, that no process the program
// forks started is left running.
func checkNoneLeft(t *testing.T) {
	t.Helper()
	names, _ := filepath.Glob("/proc/[0-9]*/cmdline")
	for _, name := range names {
		if b, err := os.ReadFile(name); err == nil && strings.HasSuffix(string(b), "/sudoku\x00outlive\x00") {
			t.Errorf("%s: %q is still running", name, b)
		}
	}
}

// TestGradeDigit grades programs in folders not named by a student
// number, and one named as a file, with each way of giving the top-left
// digit: -id, -first D, -first 0 and none. wrongfirst writes 6, correct 5.
func TestGradeDigit(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	buildPrograms(t, "wrongfirst", "correct")
	putProgram(t, "wrongfirst", filepath.Join(dir, "subs", "a"))
	putProgram(t, "correct", filepath.Join(dir, "subs", "b"))
	file := putProgram(t, "wrongfirst", filepath.Join(dir, "subs", "15061113", "bin"))
	file, _ = filepath.Rel(dir, file)
	file = filepath.ToSlash(file)
	a, b := filepath.Join("subs", "a"), filepath.Join("subs", "b")
	exe := strings.TrimPrefix(filepath.Ext(file), ".")
	if exe != "" {
		exe = "." + exe
	}
	none := "no top-left digit checked: its folder is not named by a student number; -id or -first gives one"
	for _, tt := range []struct {
		args []string
		want []string // for each submission: heading, score line, id, first, -c 5's verdict
	}{
		{[]string{a, b, "-id", "15061104"}, []string{
			a + ": sudoku" + exe + " (student 15061104, top-left digit 5)", "score 25 of 40: -c 0 of 15, -s 15 of 15, errors 10 of 10",
			"15061104", "5", "fail: sudoku.txt:1: grid 1: top-left digit is 6, want 5 (5 faults)",
			b + ": sudoku" + exe + " (student 15061104, top-left digit 5)", "score 40 of 40: -c 15 of 15, -s 15 of 15, errors 10 of 10",
			"15061104", "5", "pass"}},
		{[]string{a, b, "-first", "6"}, []string{
			a + ": sudoku" + exe + " (top-left digit 6)", "score 40 of 40: -c 15 of 15, -s 15 of 15, errors 10 of 10", "", "6", "pass",
			b + ": sudoku" + exe + " (top-left digit 6)", "score 25 of 40: -c 0 of 15, -s 15 of 15, errors 10 of 10",
			"", "6", "fail: sudoku.txt:1: grid 1: top-left digit is 5, want 6 (5 faults)"}},
		{[]string{a, b, "-first", "0"}, []string{
			a + ": sudoku" + exe + " (no top-left digit checked: -first 0)", "score 40 of 40: -c 15 of 15, -s 15 of 15, errors 10 of 10", "", "", "pass",
			b + ": sudoku" + exe + " (no top-left digit checked: -first 0)", "score 40 of 40: -c 15 of 15, -s 15 of 15, errors 10 of 10", "", "", "pass"}},
		{[]string{a, file}, []string{
			a + ": sudoku" + exe + " (" + none + ")", "score 40 of 40: -c 15 of 15, -s 15 of 15, errors 10 of 10", "", "", "pass",
			file + " (student 15061113, top-left digit 5)", "score 25 of 40: -c 0 of 15, -s 15 of 15, errors 10 of 10",
			"15061113", "5", "fail: sudoku.txt:1: grid 1: top-left digit is 6, want 5 (5 faults)"}},
	} {
		name := strings.Join(tt.args, " ")
		if testing.Short() && !slices.Contains(tt.args, "-id") {
			continue
		}
		got := graded(sudoku(t, dir, "", append(append([]string{"-grade"}, tt.args...), "-points", "quick", "-limit", "5", "-o", "report.tsv")...))
		if got.code != 0 || got.stderr != "" {
			t.Fatalf("%s: status %d, stderr %q", name, got.code, got.stderr)
		}
		tables := strings.Split(got.stdout, "\n\n")
		rows := strings.Split(string(oracle.ReadFile(t, filepath.Join(dir, "report.tsv"))), "\n")
		if len(tables) != 2 || len(rows) != 4 || rows[0] != gradeHeader(false) {
			t.Fatalf("%s: %d tables, %d rows, header %q", name, len(tables), len(rows)-2, rows[0])
		}
		c5 := slices.Index(strings.Split(rows[0], "\t"), "-c 5")
		for k := range 2 {
			lines := strings.Split(tables[k], "\n")
			row := strings.Split(rows[k+1], "\t")
			got := []string{lines[0], lines[2], row[1], row[2], row[c5]} // lines[1] says how runs are confined
			if want := tt.want[5*k : 5*k+5]; !slices.Equal(got, want) {
				t.Errorf("%s: submission %d: heading, score, id, first, -c 5:\n%q\nwant\n%q", name, k+1, got, want)
			}
		}
	}
}

// TestGradeFull grades two programs through every point, -points full,
// the large ones too: one that passes all, one whose -c gives a grid too
// few and so is not run at -c's large points. At -s 50000, which both
// pass, the faster gets 20 and the other 15.
func TestGradeFull(t *testing.T) {
	if testing.Short() {
		t.Skip("a million grids, and fifty thousand puzzles, twice")
	}
	dir, folders := submissionsDir(t, "correct", "toofew")
	got := graded(sudoku(t, dir, "", "-grade", folders[0], folders[1], "-points", "full", "-limit", "120", "-o", "report.tsv"))
	if got.code != 0 || got.stderr != "" {
		t.Fatalf("status %d, stderr %q", got.code, got.stderr)
	}
	rows := strings.Split(strings.TrimSuffix(string(oracle.ReadFile(t, filepath.Join(dir, "report.tsv"))), "\n"), "\n")
	if len(rows) != 3 || rows[0] != gradeHeader(true) {
		t.Fatalf("%d rows, header\n%q\nwant\n%q", len(rows)-1, rows[0], gradeHeader(true))
	}
	head := strings.Split(rows[0], "\t")
	col := func(row int, name string) string { return strings.Split(rows[row], "\t")[slices.Index(head, name)] }
	// The faster at -s 50000 has the rank's whole 10, the other half:
	// 10·(2−1)/2. Equal to the millisecond, either may be.
	s1, s2 := col(1, "-s 50000 s"), col(2, "-s 50000 s")
	t1, err1 := strconv.ParseFloat(s1, 64)
	t2, err2 := strconv.ParseFloat(s2, 64)
	if err1 != nil || err2 != nil {
		t.Fatalf("-s 50000 s: %q and %q, want seconds", s1, s2)
	}
	firstFaster := t1 < t2 // by number: 9.9 is faster than 10.1
	fast, slow := "20", "15"
	if s1 == s2 {
		slow = "*"
	}
	wantRows := [][]string{
		{"score -c", "15", "score -s", "15", "score errors", "10", "score -c 50000", "20", "score -c 1000000", "20",
			"-c 50000", "pass", "-c 1000000", "pass", "-s 50000", "pass"},
		{"score -c", "3", "score -s", "15", "score errors", "10", "score -c 50000", "0", "score -c 1000000", "0",
			"-c 50000", "fail: not run: 1 of the 5 -c points pass, 4 needed", "-c 1000000", "fail: not run: 1 of the 5 -c points pass, 4 needed",
			"-c 50000 s", "", "-s 50000", "pass"},
	}
	for k, want := range wantRows {
		part := slow
		if (k == 0) == firstFaster {
			part = fast
		}
		want = append(want, "score -s 50000", part)
		for i := 0; i < len(want); i += 2 {
			if got := col(k+1, want[i]); !wildcard(want[i+1]).MatchString(got) {
				t.Errorf("%s: %s is %q, want %q", folders[k], want[i], got, want[i+1])
			}
		}
	}
	total := map[string]string{"20": "100", "15": "95"}[col(1, "score -s 50000")]
	want := folders[0] + ": bin/sudoku" + filepath.Ext(col(1, "program")) + " (student 15061113, top-left digit 5)\n" +
		"score " + total + " of 100: -c 15 of 15, -s 15 of 15, errors 10 of 10, -c 50000 20 of 20, -c 1000000 20 of 20, -s 50000 " + col(1, "score -s 50000") + " of 20\n"
	heading, rest, _ := strings.Cut(got.stdout, "\n")
	_, rest, _ = strings.Cut(rest, "\n") // how runs are confined
	if first := heading + "\n" + rest; !strings.HasPrefix(first, want) {
		t.Errorf("the first table begins\n%s\nwant\n%s", first[:min(len(first), len(want))], want)
	}
}

var gradeUsageTests = []struct {
	args []string
	msg  string
}{
	{[]string{"-grade"}, "-grade needs a program or a folder to grade"},
	{[]string{"-grade", "x", "-id", "12", "-first", "3"}, "-id and -first cannot be used together: -id gives the digit"},
	{[]string{"-grade", "x", "-id", "1"}, "-id 1: want a student number, two digits or more"},
	{[]string{"-grade", "x", "-id", "15061104a"}, "-id 15061104a: want a student number, two digits or more"},
	{[]string{"-grade", "x", "-points", "some"}, "-points some: want quick or full"},
	{[]string{"-grade", "x", "-limit", "0"}, "-limit 0: want from 1 to 3600 seconds"},
	{[]string{"-grade", "x", "-format", "line"}, "-format: -grade writes a report"},
	{[]string{"-grade", "x", "-memory", "lots"}, "-memory lots: want a size such as 512M or 2G"},
	{[]string{"-grade", "x", "-memory", "1M"}, "-memory 1M: want 16M or more"},
	{[]string{"-grade", "x", "-memory", "2T"}, "-memory 2T: want a size such as 512M or 2G"},
	{[]string{"-grade", "x", "-procs", "0"}, "-procs 0: want from 1 to 10000 processes"},
	{[]string{"-grade", "x", "-procs", "x"}, `invalid value "x" for flag -procs: want a whole number`},
	{[]string{"-c", "5", "-memory", "1G"}, "-memory applies only to -grade"},
	{[]string{"-s", "p.txt", "-confine"}, "-confine applies only to -grade"},
	{[]string{"-grade", "x", "-first", "10"}, "-first 10: want a digit from 1 to 9, or 0 for none"},
	{[]string{"-grade", "x", "-seed", "1"}, "-seed applies only to -c and -n"},
	{[]string{"-c", "5", "x", "-grade"}, "-c and -grade cannot be used together"},
	{[]string{"-c", "5", "-id", "12"}, "-id applies only to -grade"},
	{[]string{"-c", "5", "x", "-crlf"}, `unexpected argument "x"`},
}

func TestGradeUsageErrors(t *testing.T) {
	for _, tt := range gradeUsageTests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			dir := oracle.TestDir(t, map[string]string{"sudoku.txt": oldOutput})
			got := sudoku(t, dir, "", tt.args...)
			want := "sudoku: " + tt.msg + "\n" + usageHint
			if got.code != 2 || got.stderr != want || got.stdout != "" {
				t.Errorf("got status %d, stderr\n%s\nwant status 2, stderr\n%s", got.code, got.stderr, want)
			}
			checkUnchanged(t, dir, "sudoku.txt")
		})
	}
}

// TestGradeNotGraded grades a folder with no program, and a Windows
// program where wine cannot be found: each is one line, status 1, and
// the report says so.
func TestGradeNotGraded(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("a Windows program runs here without wine")
	}
	dir := oracle.TestDir(t, nil)
	os.MkdirAll(filepath.Join(dir, "15061104", "src"), 0o755)
	os.MkdirAll(filepath.Join(dir, "15061113", "bin"), 0o755)
	os.WriteFile(filepath.Join(dir, "15061113", "bin", "sudoku.exe"), []byte("MZ\x90\x00"), 0o644)
	cmd := command(dir, "-grade", "15061104", "15061113", "-o", "report.tsv")
	cmd.Env = append(cmd.Env, "PATH="+t.TempDir()) // no wine
	got := graded(runCommand(t, cmd, ""))
	wantErr := "sudoku: 15061104: no program found\n" +
		"sudoku: 15061113/bin/sudoku.exe is a Windows program, and wine, which would run it here, is not installed\n"
	if got.code != 1 || got.stderr != wantErr {
		t.Errorf("status %d, stderr\n%s\nwant status 1, stderr\n%s", got.code, got.stderr, wantErr)
	}
	wantOut := "15061104 (student 15061104, top-left digit 5)\nnot graded: 15061104: no program found\n\n" +
		"15061113: bin/sudoku.exe (student 15061113, top-left digit 5)\n" +
		"not graded: 15061113/bin/sudoku.exe is a Windows program, and wine, which would run it here, is not installed\n"
	if got.stdout != wantOut {
		t.Errorf("stdout\n%s\nwant\n%s", got.stdout, wantOut)
	}
	rows := strings.Split(string(oracle.ReadFile(t, filepath.Join(dir, "report.tsv"))), "\n")
	// The row leaves the score and points empty, and says why in the
	// column of the program; the line ends, layout and processes left
	// after it are empty.
	want := "15061104\t15061104\t5" + strings.Repeat("\t", 1+6+3*19) + "\tnot graded: 15061104: no program found\t\t\t"
	if len(rows) != 4 || rows[0] != gradeHeader(true) || rows[1] != want {
		t.Errorf("report row\n%q\nwant\n%q", rows[1], want)
	}
}
