package grade

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
)

// systemDirs are the folders of the system a confined program sees, read
// only, those that exist: programs, libraries and their settings.
var systemDirs = []string{"/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc", "/opt"}

// A sandbox is how the points' runs are confined here, and their limits.
type sandbox struct {
	confined bool
	reason   string // why not, if not
	memory   int64
	procs    int
	self     string // this program, as the runs of its own points run it
}

// newSandbox finds how runs can be confined here, the launcher's files in
// dir, and returns an error if they cannot and opt asks that they be.
func newSandbox(dir string, opt Options) (*sandbox, error) {
	b := &sandbox{memory: opt.Memory, procs: opt.Procs}
	b.confined, b.reason = canConfine(dir)
	var err error
	if b.self, err = os.Executable(); err != nil {
		return nil, err
	}

	if !b.confined && opt.Confine {
		return nil, fmt.Errorf("-confine: the runs cannot be confined here: %s", b.reason)
	}
	return b, nil
}

// line says how runs are confined, as each submission's table says it.
func (b *sandbox) line() string {
	if !b.confined {
		return "not confined: " + b.reason
	}
	return fmt.Sprintf("confined: %s of memory, %d processes and threads at once, no network, no files but its folder's copy, "+
		"the puzzle file, the system's programs and an empty /tmp and home", sizeText(b.memory), b.procs)
}

// view returns what the run of a program sees, run as rs in the folder
// run, the puzzle file of its point, if any, read: the system's folders,
// the interpreter of a script and wine with its prefix where they lie
// outside them, the copy, and an empty /tmp and home. It returns nil
// where runs are not confined.
func (b *sandbox) view(run string, rs runSpec, read []string) (*view, error) {
	if !b.confined {
		return nil, nil
	}
	v := &view{Root: filepath.Join(run, "root"), Write: []string{rs.dir}, Temp: []string{"/tmp"},
		TempSize: max(rs.max, 64<<20), Wine: rs.wine != ""}
	if err := os.Mkdir(v.Root, 0o755); err != nil {
		return nil, err
	}
	v.Read = append(existing(systemDirs), read...)
	for _, p := range []string{interpreter(rs.prog, rs.env), rs.wine} {
		if d := installOf(p); d != "" {
			v.Read = append(v.Read, d)
		}
	}
	if home := envValue(rs.env, "HOME"); filepath.IsAbs(home) && home != "/" {
		v.Temp = append(v.Temp, home)
	}
	if rs.wine != "" {
		prefix := envValue(rs.env, "WINEPREFIX")
		if prefix == "" {
			prefix = filepath.Join(envValue(rs.env, "HOME"), ".wine")
		}
		if fi, err := os.Stat(prefix); err == nil && fi.IsDir() {
			v.Over = append(v.Over, prefix)
		}
	}
	if v.Wine {
		return v, nil
	}
	return v, chownTree(rs.dir)
}

// existing returns those of names that exist.
func existing(names []string) []string {
	var list []string
	for _, n := range names {
		if _, err := os.Lstat(n); err == nil {
			list = append(list, n)
		}
	}
	return list
}

// envValue returns the value of the variable name in env.
func envValue(env []string, name string) string {
	for _, kv := range env {
		if v, ok := strings.CutPrefix(kv, name+"="); ok {
			return v
		}
	}
	return ""
}

// interpreter returns the program that runs the script prog, as its first
// line names it (#!/usr/bin/python3, or #!/usr/bin/env python3 looked up
// in the PATH of env), or "" if prog is no script.
func interpreter(prog string, env []string) string {
	f, err := os.Open(prog)
	if err != nil {
		return ""
	}
	defer f.Close()
	line, _ := bufio.NewReader(f).ReadString('\n')
	fields := strings.Fields(strings.TrimPrefix(line, "#!"))
	if !strings.HasPrefix(line, "#!") || len(fields) == 0 {
		return ""
	}
	if filepath.Base(fields[0]) != "env" || len(fields) < 2 {
		return fields[0]
	}
	for _, dir := range filepath.SplitList(envValue(env, "PATH")) {
		if p := filepath.Join(dir, fields[1]); isExecutable(p) {
			return p
		}
	}
	return ""
}

func isExecutable(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.Mode().IsRegular() && (runtime.GOOS == "windows" || fi.Mode().Perm()&0o111 != 0)
}

// installOf returns the folder a program, such as an interpreter
// installed in a home or under /usr/local, lies in with its libraries, if
// it lies outside the system's folders: the folder above the one it lies
// in, bin. It returns "" for a program in the system's folders, or none.
func installOf(prog string) string {
	if prog == "" {
		return ""
	}
	if !filepath.IsAbs(prog) {
		p, err := exec.LookPath(prog)
		if err != nil {
			return ""
		}
		prog = p
	}
	real, err := filepath.EvalSymlinks(prog)
	if err != nil {
		return ""
	}
	for _, d := range systemDirs {
		if strings.HasPrefix(real, d+"/") {
			return ""
		}
	}
	return filepath.Dir(filepath.Dir(real))
}
