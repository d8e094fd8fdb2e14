//go:build unix

package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sudoku/internal/oracle"
	"syscall"
	"testing"
	"time"
)

// An interrupted run leaves no new file and the previous output as it
// was, and ends by the signal: where the system makes files without a
// name, the new one has none yet; elsewhere the signal removes it. A run
// killed outright leaves nothing either where the new file has no name.
// The run waits on a named pipe, part way through its input, when the
// signal comes. (Output's own tests try both ways on every system.)
func TestSignal(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGKILL} {
		t.Run(sig.String(), func(t *testing.T) {
			dir := oracle.TestDir(t, map[string]string{"sudoku.txt": oldOutput})
			fifo := filepath.Join(dir, "fifo")
			if err := syscall.Mkfifo(fifo, 0o600); err != nil {
				t.Skip(err)
			}
			cmd := command(dir, "-s", "fifo")
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			w, err := os.OpenFile(fifo, os.O_WRONLY, 0)
			if err != nil {
				t.Fatal(err)
			}
			defer w.Close()
			fmt.Fprintln(w, strings.Repeat(wiki+"\n", 1000)) // and more to come
			if !waitFor(func() bool { return writing(t, cmd.Process.Pid, dir) }) {
				t.Fatalf("no new file: %v", oracle.DirNames(t, dir))
			}
			if named := len(oracle.DirNames(t, dir)) == 3; named && sig == syscall.SIGKILL {
				cmd.Process.Kill()
				cmd.Wait()
				t.Skip("the new file has a name here, which a kill leaves behind")
			}
			cmd.Process.Signal(sig)
			err = cmd.Wait()
			ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus)
			if !ok || !ws.Signaled() || ws.Signal() != sig {
				t.Errorf("the run ended with %v, want the signal %v", err, sig)
			}
			checkUnchanged(t, dir, "fifo", "sudoku.txt")
		})
	}
}

// writing reports whether the process pid has a new file in dir: one
// named there, or one without a name, which Linux shows among the
// process's files as dir/#inode (deleted).
func writing(t *testing.T, pid int, dir string) bool {
	if len(oracle.DirNames(t, dir)) == 3 {
		return true
	}
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

// waitFor waits up to ten seconds for ok to hold.
func waitFor(ok func() bool) bool {
	for range 1000 {
		if ok() {
			return true
		}
		time.Sleep(10 * time.Millisecond)
	}
	return false
}

// An output named by a descriptor the shell opened is written through it,
// after what the shell and the commands before wrote there, and what they
// write after follows it: the file is not replaced.
func TestInheritedOutput(t *testing.T) {
	grids := sudoku(t, t.TempDir(), "", "-c", "2", "-seed", "1", "-o", "-").stdout
	for _, tt := range []struct {
		name   string
		output string
		attach func(cmd *exec.Cmd, f *os.File)
	}{
		{"stdout", "/dev/stdout", func(cmd *exec.Cmd, f *os.File) { cmd.Stdout = f }},
		{"stderr", "/dev/stderr", func(cmd *exec.Cmd, f *os.File) { cmd.Stderr = f }},
		{"fd 1", "/dev/fd/1", func(cmd *exec.Cmd, f *os.File) { cmd.Stdout = f }},
		{"proc fd 1", "/proc/self/fd/1", func(cmd *exec.Cmd, f *os.File) { cmd.Stdout = f }},
		{"fd 3", "/dev/fd/3", func(cmd *exec.Cmd, f *os.File) { cmd.ExtraFiles = []*os.File{f} }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			name := filepath.Join(dir, "log.txt")
			if _, err := os.Stat(filepath.Dir(tt.output)); err != nil {
				t.Skip(err)
			}
			f, err := os.Create(name)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			fmt.Fprintln(f, "before")
			cmd := command(dir, "-c", "2", "-seed", "1", "-o", tt.output)
			tt.attach(cmd, f)
			if err := cmd.Run(); err != nil {
				t.Fatalf("%s: %v", tt.output, err)
			}
			fmt.Fprintln(f, "after")
			if got, want := string(oracle.ReadFile(t, name)), "before\n"+grids+"after\n"; got != want {
				t.Errorf("-o %s: the file holds\n%s\nwant\n%s", tt.output, got, want)
			}
			if names := oracle.DirNames(t, dir); len(names) != 1 {
				t.Errorf("the directory holds %v, want only log.txt", names)
			}
		})
	}
}

// -h and -version report a standard output they cannot write to.
func TestPrintFull(t *testing.T) {
	for _, flag := range []string{"-h", "-version"} {
		full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
		if err != nil {
			t.Skip(err)
		}
		cmd := command(t.TempDir(), flag)
		var stderr strings.Builder
		cmd.Stdout, cmd.Stderr = full, &stderr
		cmd.Run()
		full.Close()
		if code, want := cmd.ProcessState.ExitCode(), "sudoku: standard output: no space left on device\n"; code != 1 || stderr.String() != want {
			t.Errorf("%s > /dev/full: status %d, stderr %q; want 1, %q", flag, code, stderr.String(), want)
		}
	}
}
