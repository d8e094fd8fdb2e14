//go:build unix

package output

// This test makes files without a name fail in a child process, which
// only the package can do.

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"sudoku/internal/oracle"
)

// A process interrupted while it writes an output and a spool leaves no
// new file and the previous output as it was: where the system makes
// files without a name, the new ones have none yet; elsewhere, or as
// there (named), the signal removes them, and the process then ends by
// the signal. A process killed outright leaves nothing either where the
// new files have no name. The process is this test binary, run again as
// signalChild.
func TestOutputSignal(t *testing.T) {
	for _, named := range []bool{false, true} {
		for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGKILL} {
			if sig == syscall.SIGKILL && (named || !canUnname(t)) {
				continue // the temporary names stay
			}
			t.Run(fmt.Sprintf("%s named=%v", sig, named), func(t *testing.T) {
				dir := oracle.TestDir(t, map[string]string{"sudoku.txt": oldOutput})
				tmp := t.TempDir()
				cmd := exec.Command(os.Args[0])
				cmd.Env = append(os.Environ(), "SUDOKU_OUTPUT_CHILD="+filepath.Join(dir, "sudoku.txt"), "TMPDIR="+tmp)
				if named {
					cmd.Env = append(cmd.Env, "SUDOKU_OUTPUT_NAMED=1")
				}
				var stderr strings.Builder
				cmd.Stderr = &stderr
				stdin, err := cmd.StdinPipe() // held open until the end
				if err != nil {
					t.Fatal(err)
				}
				defer stdin.Close()
				stdout, err := cmd.StdoutPipe()
				if err != nil {
					t.Fatal(err)
				}
				if err := cmd.Start(); err != nil {
					t.Fatal(err)
				}
				if line, err := bufio.NewReader(stdout).ReadString('\n'); line != "writing\n" {
					stdin.Close()
					cmd.Wait()
					t.Fatalf("the child said %q (%v), stderr %q", line, err, stderr.String())
				}
				want := named || !canUnname(t)
				if got := len(oracle.DirNames(t, dir)) == 2; got != want {
					t.Errorf("the new file has a name: %v; want %v", got, want)
				}
				if got := len(oracle.DirNames(t, tmp)) == 1; got != want {
					t.Errorf("the spool has a name: %v; want %v", got, want)
				}
				if !want && !unnamedIn(t, cmd.Process.Pid, dir) {
					t.Errorf("the process has no file without a name in %s", dir)
				}
				cmd.Process.Signal(sig)
				err = cmd.Wait()
				ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus)
				if !ok || !ws.Signaled() || ws.Signal() != sig {
					t.Errorf("the process ended with %v, want the signal %v; stderr %q", err, sig, stderr.String())
				}
				checkUnchanged(t, dir, "sudoku.txt")
				if names := oracle.DirNames(t, tmp); len(names) != 0 {
					t.Errorf("left %v in the temporary folder", names)
				}
			})
		}
	}
}

// unnamedIn reports whether the process pid has a file without a name in
// dir, which Linux shows among the process's files as dir/#inode
// (deleted).
func unnamedIn(t *testing.T, pid int, dir string) bool {
	real, err := filepath.EvalSymlinks(dir) // as /proc shows it
	if err != nil {
		t.Fatal(err)
	}
	fds, _ := os.ReadDir(fmt.Sprintf("/proc/%d/fd", pid))
	for _, fd := range fds {
		target, _ := os.Readlink(fmt.Sprintf("/proc/%d/fd/%s", pid, fd.Name()))
		if strings.HasPrefix(target, filepath.Join(real, "#")) {
			return true
		}
	}
	return false
}
