package main

import (
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"

	"sudoku/internal/oracle"
)

// TestGradeConfined grades a program of each hostile act, as an assistant
// would who runs programs nobody has read: one takes memory without end,
// one starts 2000 processes, one reads the assistant's file and another
// submission's, one reads through a link out of its folder, one writes
// outside its copy, one connects to a server of the machine. Confined,
// each act fails: the first point of each says what happened, and the
// others pass; nothing outside the copies is read or changed, no process
// is left and no connection is made. Where runs cannot be confined here,
// the test says why and is skipped.
func TestGradeConfined(t *testing.T) {
	t.Parallel()
	if runtime.GOOS != "linux" {
		t.Skip("runs are confined only on Linux")
	}
	dir := t.TempDir()
	secret := filepath.Join(dir, "assistant", "marks.txt")
	written := filepath.Join(dir, "assistant", "written.txt")
	if err := os.MkdirAll(filepath.Dir(secret), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(secret, []byte("the assistant's marks\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer listener.Close()
	var connections atomic.Int64
	go func() {
		for {
			c, err := listener.Accept()
			if err != nil {
				return
			}
			connections.Add(1)
			c.Close()
		}
	}()
	names := []string{"hog", "forkbomb", "snoop", "linkout", "writer", "network"}
	if testing.Short() {
		names = names[:3] // memory, processes and files; the rest in the full run
	}
	var folders []string
	buildPrograms(t, names...)
	for _, name := range names {
		folders = append(folders, filepath.Join("subs", name))
		putProgram(t, name, filepath.Join(dir, "subs", name))
	}
	other := filepath.Join(dir, "subs", "hog", "sudoku")
	targets := map[string]string{"snoop": secret + "\n" + other, "writer": written, "network": listener.Addr().String()}
	for name, target := range targets {
		if !slices.Contains(names, name) {
			continue
		}
		if err := os.WriteFile(filepath.Join(dir, "subs", name, "target"), []byte(target+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if slices.Contains(names, "linkout") {
		if err := os.Symlink(secret, filepath.Join(dir, "subs", "linkout", "data.txt")); err != nil {
			t.Fatal(err)
		}
	}
	args := append(append([]string{"-grade"}, folders...), "-first", "5", "-points", "quick", "-limit", "20",
		"-memory", "256M", "-procs", "16", "-o", "report.tsv")
	got := sudoku(t, dir, "", args...)
	if reason, ok := strings.CutPrefix(got.stderr, "sudoku: not confined: "); ok {
		t.Skip("runs cannot be confined here: " + strings.TrimSpace(reason))
	}
	if got.code != 0 || got.stderr != "" {
		t.Fatalf("status %d, stderr %q", got.code, got.stderr)
	}
	checkConfinement(t, got.stdout, "256 MiB", 16)
	rows := strings.Split(strings.TrimSuffix(string(oracle.ReadFile(t, filepath.Join(dir, "report.tsv"))), "\n"), "\n")
	head := strings.Split(rows[0], "\t")
	c1, left := slices.Index(head, "-c 1"), slices.Index(head, "left running")
	tables := strings.Split(got.stdout, "\n\n")
	for k, name := range names {
		row := strings.Split(rows[k+1], "\t")
		want := map[string]string{
			"hog":      "fail: memory limit exceeded (256 MiB)",
			"forkbomb": "fail: no sudoku.txt (exit status 1)",
		}[name]
		if want == "" {
			want = "pass"
		}
		if row[c1] != want || row[3] != map[string]string{"hog": "37", "forkbomb": "37"}[name]+map[bool]string{true: "40"}[want == "pass"] {
			t.Errorf("%s: -c 1 %q, score %s; want %q\n%s", name, row[c1], row[3], want, tables[k])
		}
		switch name {
		case "forkbomb":
			// Sixteen processes or threads at once, as the kernel counts
			// them: the program and fewer than fifteen more, each of a few
			// threads, all left running and killed.
			var n int
			_, err := fmt.Sscanf(tables[k][strings.Index(tables[k], `said "started `)+len(`said "started `):], "%d of 2000", &n)
			if err != nil || n < 1 || n > 15 || row[left] != fmt.Sprint("-c 1: ", n) {
				t.Errorf("forkbomb: started %d (%v), left running %q, table\n%s", n, err, row[left], tables[k])
			}
		case "linkout":
			if !strings.Contains(tables[k], "\nleft out of its copy, as links that lead outside its folder or nowhere: data.txt\n") {
				t.Errorf("linkout: the table does not say the link was left out:\n%s", tables[k])
			}
		}
		if strings.Contains(tables[k], "escaped") {
			t.Errorf("%s escaped:\n%s", name, tables[k])
		}
	}
	if _, err := os.Stat(written); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("%s was written: %v", written, err)
	}
	if n := connections.Load(); n != 0 {
		t.Errorf("%d connections made to the server of the machine", n)
	}
	if b := oracle.ReadFile(t, secret); string(b) != "the assistant's marks\n" {
		t.Errorf("the assistant's file holds %q", b)
	}
	checkNoneLeft(t)
}

// TestGradeRefused grades where the kernel refuses to make user
// namespaces, as Ubuntu's default policy does: the grader runs in a user
// namespace of its own whose limit of namespaces is 0. It says once why
// the runs are not confined and grades on, still killing a program past
// the memory it may take; with -confine it grades nothing and fails.
func TestGradeRefused(t *testing.T) {
	t.Parallel()
	if runtime.GOOS != "linux" {
		t.Skip("runs are confined only on Linux")
	}
	dir := t.TempDir()
	putProgram(t, "hog", filepath.Join(dir, "subs", "hog"))
	// refused returns a command that runs sh with args in a user
	// namespace whose limit of namespaces is 0.
	refused := func(args ...string) *exec.Cmd {
		cmd := command(dir)
		cmd.Path, cmd.Args = "/bin/sh", append([]string{"sh", "-c", `echo 0 > /proc/sys/user/max_user_namespaces && exec "$0" "$@"`}, args...)
		cmd.SysProcAttr = &syscall.SysProcAttr{
			Cloneflags:  syscall.CLONE_NEWUSER,
			UidMappings: []syscall.SysProcIDMap{{ContainerID: 0, HostID: os.Getuid(), Size: 1}},
			GidMappings: []syscall.SysProcIDMap{{ContainerID: 0, HostID: os.Getgid(), Size: 1}},
		}
		return cmd
	}
	if out, err := refused("true").CombinedOutput(); err != nil {
		t.Skipf("no user namespace for the test to refuse namespaces in: %v %s", err, out)
	}
	run := func(args ...string) outcome {
		return runCommand(t, refused(append([]string{os.Args[0]}, args...)...), "")
	}
	args := []string{"-grade", filepath.Join("subs", "hog"), "-first", "5", "-points", "quick", "-limit", "20", "-memory", "256M"}
	got := run(args...)
	reason, ok := strings.CutPrefix(got.stderr, "sudoku: not confined: user namespaces are refused here (")
	if got.code != 0 || !ok || strings.Count(got.stderr, "\n") != 1 {
		t.Fatalf("status %d, stderr %q", got.code, got.stderr)
	}
	if !strings.Contains(got.stdout, "\nnot confined: user namespaces are refused here ("+reason) ||
		!regexp.MustCompile(`\n  -c 1 .* fail: memory limit exceeded \(256 MiB\)`).MatchString(got.stdout) ||
		!strings.Contains(got.stdout, "\nscore 37 of 40:") {
		t.Errorf("the table:\n%s", got.stdout)
	}
	got = run(append(args, "-confine")...)
	if want := "sudoku: -confine: the runs cannot be confined here: user namespaces are refused here (" + reason; got.code != 1 || got.stdout != "" || got.stderr != want {
		t.Errorf("-confine: status %d, stdout %q, stderr\n%s\nwant\n%s", got.code, got.stdout, got.stderr, want)
	}
}
