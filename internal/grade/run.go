package grade

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"
)

// A runSpec says how to run a program for one point.
type runSpec struct {
	prog   string // the program, in the copy of its folder
	args   []string
	dir    string // that copy, where it runs
	env    []string
	limit  time.Duration
	max    int64  // the bytes it may write, to files there and its output
	wine   string // the wine that runs it, or ""
	memory int64  // the memory its processes may take together, or 0 for any
	procs  int    // the processes it may have at once, where it is confined
	view   *view  // what it sees where it is confined, or nil
}

// A ran is what a run did.
type ran struct {
	elapsed        time.Duration
	timedOut       bool
	tooMuch        bool // wrote more than max bytes, and was killed
	overMemory     bool // took more memory than it may, and was killed
	exit           int  // its exit status, or -1 if it did not exit
	crash          string
	peak           int64  // the most memory its processes took together, or 0 if not known
	stdout, stderr []byte // the first bytes of each
	left           int    // processes it left running when it ended, since killed
	err            error  // it could not be run
}

// outputKept is how much of a program's standard output and error is
// read, for the report.
const outputKept = 4096

// watchEvery is how often the size of what a program writes, and where
// it is not confined the memory it takes, are looked at.
const watchEvery = 50 * time.Millisecond

// runPoint runs the program of rs, with standard input empty and its
// standard output and error going to files beside its folder, confined
// if rs says how, and waits until it ends, its time is up, or it has
// written too much or taken too much memory; then it and every process it
// started are killed.
func runPoint(rs runSpec) ran {
	r := ran{exit: -1}
	outs, err := captureFiles(filepath.Dir(rs.dir))
	if err != nil {
		return ran{err: err}
	}
	defer closeAll(outs)
	cmd, rep, err := pointCommand(rs)
	if err != nil {
		return ran{err: err}
	}
	cmd.Stdout, cmd.Stderr = outs[0], outs[1]
	before := sizeWritten(rs.dir, outs)
	start := time.Now()
	tree, err := startTree(cmd, rs.memory, rs.procs)
	if rep != nil {
		rep.started()
	}
	if err != nil {
		return ran{err: err}
	}
	defer tree.close()
	done := make(chan struct{})
	go func() { cmd.Wait(); close(done) }()
	w := watch(tree, done, rs, outs, before)
	r.elapsed = time.Since(start)
	r.timedOut, r.tooMuch, r.overMemory, r.peak = w.timedOut, w.tooMuch, w.overMemory, w.peak
	r.left = tree.end()
	if rep != nil {
		r.fromReport(rep)
	} else {
		r.exit, r.crash = exitOf(cmd.ProcessState)
	}
	r.stdout, r.stderr = head(outs[0]), head(outs[1])
	return r
}

// pointCommand returns the command that runs the program of rs: itself,
// or a launcher that confines it, with the report the launcher will
// give.
func pointCommand(rs runSpec) (*exec.Cmd, *pendingReport, error) {
	prog, args := rs.prog, rs.args
	if rs.wine != "" {
		prog, args = rs.wine, append([]string{rs.prog}, rs.args...)
	}
	if rs.view == nil {
		cmd := exec.Command(prog, args...)
		cmd.Dir, cmd.Env = rs.dir, rs.env
		return cmd, nil, nil
	}
	cmd, err := launcher(launchSpec{Prog: prog, Args: args, Dir: rs.dir, Env: rs.env, Memory: rs.memory, Procs: rs.procs,
		User: runUser(rs.wine != ""), View: rs.view})
	if err != nil {
		return nil, nil, err
	}
	rep, err := withReport(cmd)
	return cmd, rep, err
}

// fromReport takes what the launcher's report says of the run: the
// program's end, its memory and the processes it left. Without a report
// the launcher was killed, its time up or its output too much.
func (r *ran) fromReport(rep *pendingReport) {
	rep.wait()
	switch {
	case rep.err != nil:
		return
	case rep.Err != "":
		r.err = fmt.Errorf("cannot confine it: %s", rep.Err)
		return
	}
	r.exit, r.crash = exitOfStatus(rep.Status)
	r.peak, r.left = max(r.peak, rep.Peak), rep.Left
	r.overMemory = r.overMemory || rep.OverMemory
}

// A watched is what watch saw of a run.
type watched struct {
	timedOut, tooMuch, overMemory bool
	peak                          int64
}

// watch waits for done, or kills tree when the time of rs is up, what
// it wrote, to its folder and outs, has grown by more than rs.max from
// before, or, unconfined, its processes take more than rs.memory, and
// then waits for done.
func watch(tree *procTree, done chan struct{}, rs runSpec, outs []*os.File, before int64) watched {
	var w watched
	limit := time.NewTimer(rs.limit)
	defer limit.Stop()
	tick := time.NewTicker(watchEvery)
	defer tick.Stop()
	for {
		select {
		case <-done:
			return w
		case <-limit.C:
			w.timedOut = true
			tree.kill()
		case <-tick.C:
			if !w.tooMuch && sizeWritten(rs.dir, outs)-before > rs.max {
				w.tooMuch = true
				tree.kill()
			}
			if rs.view != nil || rs.memory == 0 {
				continue
			}
			m := tree.memory()
			w.peak = max(w.peak, m)
			if m >= rs.memory && !w.overMemory {
				w.overMemory = true
				tree.kill()
			}
		}
	}
}

// captureFiles creates the files in dir that a program's standard output
// and error go to.
func captureFiles(dir string) ([]*os.File, error) {
	var outs []*os.File
	for _, name := range []string{"stdout", "stderr"} {
		f, err := os.Create(filepath.Join(dir, name))
		if err != nil {
			closeAll(outs)
			return nil, err
		}
		outs = append(outs, f)
	}
	return outs, nil
}

func closeAll(files []*os.File) {
	for _, f := range files {
		f.Close()
	}
}

// sizeWritten returns the size of the files in dir, not below it, and of outs.
func sizeWritten(dir string, outs []*os.File) int64 {
	var n int64
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if fi, err := e.Info(); err == nil && fi.Mode().IsRegular() {
			n += fi.Size()
		}
	}
	for _, f := range outs {
		if fi, err := f.Stat(); err == nil {
			n += fi.Size()
		}
	}
	return n
}

// head returns the first outputKept bytes of f.
func head(f *os.File) []byte {
	b := make([]byte, outputKept)
	n, _ := f.ReadAt(b, 0)
	return b[:n]
}

// copyFolder copies the folder src, and every folder below it, to dst,
// which it creates, and returns the links it left out: those that lead
// outside src, which a program must not read through its copy. A link to
// a file inside src is copied as that file; the folders links lead to
// are not copied.
func copyFolder(src, dst string) (leftOut []string, err error) {
	root, err := filepath.EvalSymlinks(src)
	if err != nil {
		return nil, err
	}
	err = filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		to := filepath.Join(dst, rel)
		if d.Type()&fs.ModeSymlink != 0 {
			real, err := filepath.EvalSymlinks(p)
			if err != nil || !within(root, real) {
				leftOut = append(leftOut, filepath.ToSlash(rel))
				return nil
			}
		}
		switch fi, err := os.Stat(p); {
		case err != nil:
			return nil // a link that leads nowhere
		case d.IsDir():
			return os.MkdirAll(to, 0o755)
		case fi.Mode().IsRegular():
			return copyFile(p, to, fi.Mode().Perm())
		}
		return nil
	})
	return leftOut, err
}

// within reports whether the path p is dir or lies below it.
func within(dir, p string) bool {
	rel, err := filepath.Rel(dir, p)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

// copyFile copies the file src to dst, with the permissions perm.
func copyFile(src, dst string, perm fs.FileMode) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm|0o600)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// passedOn lists the variables of the environment a graded program
// gets, those that programs and wine need to run; the grader's others,
// which may hold its secrets, it does not get.
var passedOn = []string{
	"PATH", "HOME", "USER", "LOGNAME", "LANG", "LC_ALL", "LC_CTYPE", "TZ", "TMPDIR",
	"TMP", "TEMP", "SYSTEMROOT", "WINDIR", "COMSPEC", "PATHEXT", "SYSTEMDRIVE",
	"PROGRAMDATA", "PROGRAMFILES", "PROGRAMFILES(X86)", "PROGRAMW6432",
	"COMMONPROGRAMFILES", "APPDATA", "LOCALAPPDATA", "USERPROFILE",
	"NUMBER_OF_PROCESSORS", "PROCESSOR_ARCHITECTURE", "OS",
	"WINEPREFIX", "WINEARCH", "WINELOADER", "WINESERVER", "WINEDEBUG",
}

// programEnv returns the environment of a graded program: the variables
// of passedOn that this process has, and WINEDEBUG=-all through wine, so
// that wine's own messages are not taken for the program's.
func programEnv(wine string) []string {
	var env []string
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		if runtime.GOOS == "windows" {
			name = strings.ToUpper(name)
		}
		if slices.Contains(passedOn, name) && name != "WINEDEBUG" {
			env = append(env, kv)
		}
	}
	if wine != "" {
		env = append(env, "WINEDEBUG=-all")
	}
	return env
}

// crashMarks are what a program writes to standard error when it ends by
// an exception it did not catch, in the languages students use, each at
// the start of a line unless said.
var crashMarks = []struct {
	lang, mark string
	inLine     bool
}{
	{"Go", "panic: ", false},
	{"Go", "fatal error: ", false},
	{"Python", "Traceback (most recent call last):", false},
	{"Java", "Exception in thread \"", false},
	{".NET", "Unhandled exception.", false},
	{".NET", "Unhandled Exception:", false},
	{"C++", "terminate called after throwing", false},
	{"Rust", "' panicked at ", true}, // thread 'main' panicked at
}

// crashOf says how the run r crashed, by a signal, an exception of the
// system or one the program did not catch, or returns "" if it did not.
func crashOf(r ran) string {
	if r.crash != "" {
		return r.crash
	}
	if r.exit <= 0 {
		return ""
	}
	text := "\n" + string(r.stderr)
	for _, c := range crashMarks {
		mark := c.mark
		if !c.inLine {
			mark = "\n" + mark
		}
		if i := strings.Index(text, mark); i >= 0 {
			line := firstLine(text[strings.LastIndexByte(text[:i+1], '\n')+1:])
			return fmt.Sprintf("uncaught exception (%s): %s", c.lang, line)
		}
	}
	return ""
}

// firstLine returns the first line of text that is not empty, trimmed,
// and cut to 100 bytes.
func firstLine(text string) string {
	for line := range strings.Lines(text) {
		if line = strings.TrimSpace(line); line != "" {
			if len(line) > 100 {
				line = line[:100] + "…"
			}
			return line
		}
	}
	return ""
}
