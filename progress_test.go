package main

import (
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"sudoku/internal/oracle"
)

// The progress line never appears when standard error is not a terminal,
// even in runs that last past the second after which it is due: standard
// error stays empty. Each run is held up by a pipe: its standard input,
// written half before the wait and half after, or else its standard
// output, read only after the wait.
func TestNoProgressWithoutTerminal(t *testing.T) {
	const hold = 1500 * time.Millisecond // past the delay of the progress line
	dir := t.TempDir()
	got := sudoku(t, dir, "", "-c", "20000", "-o", "g.txt")
	if got.code != 0 || got.stdout != "" || got.stderr != "" {
		t.Fatalf("-c: status %d, stdout %q, stderr %q", got.code, got.stdout, got.stderr)
	}
	grids := string(oracle.ReadFile(t, filepath.Join(dir, "g.txt")))
	if len(grids) != 163*20000-1 {
		t.Errorf("g.txt is %d bytes, want %d", len(grids), 163*20000-1)
	}
	for _, tt := range []struct {
		args []string
		in   string // standard input, if not empty
		out  string // standard output, "-" for 20000 grids
	}{
		{[]string{"-c", "20000", "-o", "-"}, "", "-"},
		{[]string{"-s", "-", "-o", "s.txt"}, strings.Repeat(wiki+"\n", 2000), ""},
		{[]string{"-check", "-"}, grids, "ok: 20000 distinct valid grids, LF line ends\n"},
	} {
		t.Run(tt.args[0], func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			cmd := command(dir, tt.args...)
			stdin, err := cmd.StdinPipe()
			if err != nil {
				t.Fatal(err)
			}
			var stderr strings.Builder
			cmd.Stderr = &stderr
			stdout, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			io.WriteString(stdin, tt.in[:len(tt.in)/2])
			time.Sleep(hold) // without input, the grids fill standard output meanwhile
			io.WriteString(stdin, tt.in[len(tt.in)/2:])
			stdin.Close()
			out, err := io.ReadAll(stdout)
			if err != nil {
				t.Fatal(err)
			}
			cmd.Wait()
			if code := cmd.ProcessState.ExitCode(); code != 0 || stderr.Len() != 0 {
				t.Errorf("%v: status %d, stderr %q", tt.args, code, stderr.String())
			}
			switch tt.out {
			case "-":
				oracle.CheckGrids(t, oracle.ParseGrids(t, out), 20000, 0)
			default:
				if string(out) != tt.out {
					t.Errorf("%v: stdout %q, want %q", tt.args, out, tt.out)
				}
			}
			if tt.args[0] == "-s" {
				if n := len(oracle.ParseGrids(t, oracle.ReadFile(t, filepath.Join(dir, "s.txt")))); n != 2000 {
					t.Errorf("-s: %d solutions, want 2000", n)
				}
			}
		})
	}
}
