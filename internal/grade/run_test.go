package grade

// These tests look at how one point's program is run, which only the
// package sees.

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

func TestProgramEnv(t *testing.T) {
	t.Setenv("SUDOKU_GRADER_TOKEN", "secret")
	t.Setenv("WINEDEBUG", "+all")
	for _, wine := range []string{"", "/usr/bin/wine"} {
		env := strings.Join(programEnv(wine), "\n") + "\n"
		if strings.Contains(env, "secret") || strings.Contains(env, "+all") || !strings.Contains(env, "PATH=") {
			t.Errorf("wine %q: the environment is\n%s", wine, env)
		}
		if got := strings.Contains(env, "WINEDEBUG=-all\n"); got != (wine != "") {
			t.Errorf("wine %q: WINEDEBUG=-all given: %v", wine, got)
		}
	}
}

func TestCrashOf(t *testing.T) {
	for _, tt := range []struct{ stderr, want string }{
		{"panic: runtime error: index out of range [1] with length 1\n\ngoroutine 1 [running]:\n", "uncaught exception (Go): panic: runtime error: index out of range [1] with length 1"},
		{"Traceback (most recent call last):\n  File \"s.py\", line 3\nValueError: x\n", "uncaught exception (Python): Traceback (most recent call last):"},
		{"Exception in thread \"main\" java.lang.NumberFormatException: For input string: \"abc\"\n", `uncaught exception (Java): Exception in thread "main" java.lang.NumberFormatException: For input string: "abc"`},
		{"Unhandled exception. System.FormatException: Input string was not in a correct format.\n", "uncaught exception (.NET): Unhandled exception. System.FormatException: Input string was not in a correct format."},
		{"terminate called after throwing an instance of 'std::invalid_argument'\n", "uncaught exception (C++): terminate called after throwing an instance of 'std::invalid_argument'"},
		{"usage: sudoku -c N\n", ""},
		{"bad count: panic: no\n", ""}, // not at the start of a line
	} {
		if got := crashOf(ran{exit: 1, stderr: []byte(tt.stderr)}); got != tt.want {
			t.Errorf("%q: %q, want %q", tt.stderr, got, tt.want)
		}
	}
}

// TestRunPointLimits runs programs that write too much and that do not
// end: each is killed, with its process group.
func TestRunPointLimits(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the programs are shell scripts")
	}
	for _, tt := range []struct {
		script            string
		timedOut, tooMuch bool
	}{
		{"exec yes 1 2 3 > sudoku.txt", false, true},
		{"yes 1 2 3 & sleep 60", false, true},
		{"sleep 60 & sleep 60", true, false},
		{"echo ok", false, false},
	} {
		dir := t.TempDir()
		work := filepath.Join(dir, "folder")
		os.Mkdir(work, 0o755)
		start := time.Now()
		r := runPoint(runSpec{prog: "/bin/sh", args: []string{"-c", tt.script}, dir: work, env: programEnv(""), limit: time.Second, max: 1 << 20})
		if r.err != nil || r.timedOut != tt.timedOut || r.tooMuch != tt.tooMuch || time.Since(start) > 10*time.Second {
			t.Errorf("%q: timed out %v, too much %v, err %v, after %v", tt.script, r.timedOut, r.tooMuch, r.err, time.Since(start))
		}
	}
}
