package grade

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// On Linux a point's program runs confined in namespaces of its own,
// which a user may make without any privilege where the kernel allows
// (user namespaces): its own user, root over nothing of the system's; its
// own processes, the first of which is the launcher, whose end ends them
// all; no network, not even loopback; and its own view of the file
// system, in which it sees its folder's copy, the system's programs and
// libraries read-only, the puzzle file it is given, and an empty /tmp
// and home, and nothing else: not the assistant's home, the other
// submissions or the report. It may have Procs processes at once (a
// resource limit, which the kernel counts in its user namespace), and the
// launcher kills it when its processes take more than Memory.

const cloneFlags = syscall.CLONE_NEWUSER | syscall.CLONE_NEWNS | syscall.CLONE_NEWPID |
	syscall.CLONE_NEWNET | syscall.CLONE_NEWIPC | syscall.CLONE_NEWUTS

// deviceFiles are the devices a confined program has.
var deviceFiles = []string{"null", "zero", "full", "random", "urandom", "tty"}

// nobody is the user a confined program is, outside its namespace, when
// the grader runs as root, whose processes the kernel does not hold to a
// limit of processes; in its namespace it is programUser, and the
// launcher, which sets its view up from files only root may reach, root.
const (
	nobody      = 65534
	programUser = 1000
)

// canConfine reports whether points can be confined here, or why not,
// trying it in dir.
func canConfine(dir string) (bool, string) {
	return probe(dir)
}

// probe starts a launcher that sets a view up in dir and ends, and
// reports whether it could, or why not.
func probe(dir string) (bool, string) {
	v := &view{Root: filepath.Join(dir, "probe"), Read: existing(systemDirs), Temp: []string{"/tmp"}, TempSize: 1 << 20}
	if err := os.Mkdir(v.Root, 0o755); err != nil {
		return false, err.Error()
	}
	defer os.Remove(v.Root)
	cmd, err := launcher(launchSpec{Dir: "/", View: v})
	if err != nil {
		return false, err.Error()
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	rep, err := withReport(cmd)
	if err != nil {
		return false, err.Error()
	}
	err = cmd.Start()
	rep.started()
	if err != nil {
		return false, "user namespaces are refused here (" + refusal(err) + ")"
	}
	werr := cmd.Wait()
	rep.wait()
	switch {
	case rep.err != nil:
		return false, fmt.Sprintf("a confined run could not be set up (%v: %s)", werr, strings.TrimSpace(stderr.String()))
	case rep.Err != "":
		return false, "a confined run could not be set up (" + rep.Err + ")"
	}
	return true, ""
}

// refusal says why the kernel refused to start a launcher, err.
func refusal(err error) string {
	var errno syscall.Errno
	switch {
	case !errors.As(err, &errno):
		return err.Error()
	case errno == syscall.ENOSPC:
		return "their limit, user.max_user_namespaces, is reached or 0"
	case errno == syscall.EPERM:
		return "not permitted: a security policy, such as AppArmor's, may forbid them"
	}
	return errno.Error()
}

// launcher returns the command that runs this program as the launcher of
// spec in namespaces of its own, with the pipe of its report as its
// first extra file.
func launcher(spec launchSpec) (*exec.Cmd, error) {
	text, err := json.Marshal(spec)
	if err != nil {
		return nil, err
	}
	self, err := os.Executable()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(self)
	cmd.Env = append(os.Environ(), launchVar+"="+string(text))
	uid, gid := os.Getuid(), os.Getgid()
	ids := []syscall.SysProcIDMap{{ContainerID: 0, HostID: uid, Size: 1}}
	gids := []syscall.SysProcIDMap{{ContainerID: 0, HostID: gid, Size: 1}}
	if spec.User != 0 {
		ids = append(ids, syscall.SysProcIDMap{ContainerID: programUser, HostID: nobody, Size: 1})
		gids = append(gids, syscall.SysProcIDMap{ContainerID: programUser, HostID: nobody, Size: 1})
	}
	cmd.SysProcAttr = &syscall.SysProcAttr{
		Cloneflags:                 cloneFlags,
		UidMappings:                ids,
		GidMappings:                gids,
		GidMappingsEnableSetgroups: false,
		Setpgid:                    true,
		Pdeathsig:                  syscall.SIGKILL,
	}
	return cmd, nil
}

// runUser returns the user a confined program runs as in its namespace:
// where the grader is root, programUser, nobody outside, unless it runs
// through wine, which wants its prefix to be its user's: a root grader's
// runs through wine are root's, which the kernel does not hold to the
// limit of processes.
func runUser(wine bool) int {
	if os.Getuid() == 0 && !wine {
		return programUser
	}
	return 0
}

// A pendingReport is the report of a launcher being read as it runs.
type pendingReport struct {
	launchReport
	r, w *os.File
	done chan struct{}
	err  error // the report could not be read: the launcher was killed
}

// withReport gives cmd, a launcher, a pipe for its report, which is read
// once cmd has started and started is called.
func withReport(cmd *exec.Cmd) (*pendingReport, error) {
	r, w, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	cmd.ExtraFiles = []*os.File{w}
	return &pendingReport{r: r, w: w, done: make(chan struct{})}, nil
}

// started closes this end's copy of the pipe's writing end, the
// launcher's alone, so that the report ends when the launcher does, and
// reads the report as it comes; wait waits for it.
func (rep *pendingReport) started() {
	rep.w.Close()
	go func() {
		defer close(rep.done)
		defer rep.r.Close()
		rep.err = json.NewDecoder(rep.r).Decode(&rep.launchReport)
	}()
}

// wait waits for the report to be read, or for the launcher to end
// without one.
func (rep *pendingReport) wait() { <-rep.done }

// chownTree gives the files of dir, and dir, to the user a confined
// program is when the grader runs as root.
func chownTree(dir string) error {
	if os.Getuid() != 0 {
		return nil
	}
	return filepath.WalkDir(dir, func(p string, _ os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		return os.Lchown(p, nobody, nobody)
	})
}

// The launcher's side.

// confinedRun is the launcher of a confined run: it sets up the view and
// the limits, runs the program and watches it, and says what it did.
func confinedRun(spec launchSpec) launchReport {
	syscall.CloseOnExec(reportFile) // the report is the launcher's to give, not the program's
	if err := setUp(spec); err != nil {
		return launchReport{Err: err.Error()}
	}
	if spec.Prog == "" {
		return launchReport{} // a probe
	}
	dropPrivileges()
	return watchRun(spec)
}

// Linux's flags of mounts and file systems that a read-only remount
// keeps, and its limit of processes, which package syscall leaves out.
const (
	msRelatime  = 1 << 21
	stRelatime  = 4096
	rlimitNproc = 6
)

// setUp builds the view in spec.View.Root, makes it the root, and sets
// the limits.
func setUp(spec launchSpec) error {
	v := spec.View
	steps := []struct {
		what string
		do   func() error
	}{
		{"private mounts", func() error { return syscall.Mount("", "/", "", syscall.MS_REC|syscall.MS_PRIVATE, "") }},
		{"its root", func() error {
			return syscall.Mount("tmpfs", v.Root, "tmpfs", syscall.MS_NOSUID|syscall.MS_NODEV, "mode=0755,size=1m")
		}},
		{"its files", v.mountAll},
		{"the root", func() error { return pivot(v.Root) }},
		{"its folder", func() error { return os.Chdir(spec.Dir) }},
		{"its name", func() error { return syscall.Sethostname([]byte("sudoku")) }},
		{"its processes", func() error {
			n := uint64(spec.Procs)
			if spec.User == 0 {
				n++ // the launcher is the same user
			}
			return syscall.Setrlimit(rlimitNproc, &syscall.Rlimit{Cur: n, Max: n})
		}},
		{"its core files", func() error { return syscall.Setrlimit(syscall.RLIMIT_CORE, &syscall.Rlimit{}) }},
	}
	if spec.Prog == "" {
		steps = steps[:5]
	}
	for _, step := range steps {
		if err := step.do(); err != nil {
			return fmt.Errorf("%s: %v", step.what, err)
		}
	}
	return nil
}

// mountAll mounts the parts of the view in its root, the outer folders
// before those inside them.
func (v *view) mountAll() error {
	type part struct {
		path string
		do   func(target string) error
	}
	var parts []part
	add := func(paths []string, do func(src, target string) error) {
		for _, p := range paths {
			parts = append(parts, part{p, func(target string) error { return do(p, target) }})
		}
	}
	add(v.Read, func(src, target string) error { return bind(src, target, true) })
	add(v.Temp, func(_, target string) error { return mountTemp(target, v.TempSize) })
	add(v.Write, func(src, target string) error { return bind(src, target, false) })
	add(v.Over, func(src, target string) error { return overlay(src, target, filepath.Join(v.Root, ".over")) })
	parts = append(parts, part{"/dev", v.mountDev}, part{"/proc", func(target string) error {
		if err := os.MkdirAll(target, 0o755); err != nil {
			return err
		}
		return syscall.Mount("proc", target, "proc", syscall.MS_NOSUID|syscall.MS_NODEV|syscall.MS_NOEXEC, "")
	}})
	slices.SortStableFunc(parts, func(a, b part) int { return strings.Count(a.path, "/") - strings.Count(b.path, "/") })
	for _, p := range parts {
		if err := p.do(filepath.Join(v.Root, p.path)); err != nil {
			return fmt.Errorf("%s: %v", p.path, err)
		}
	}
	return nil
}

// bind makes src, a folder, file or link of the system, seen at target,
// read-only if ro. A link is made anew, to the same place.
func bind(src, target string, ro bool) error {
	fi, err := os.Lstat(src)
	switch {
	case err != nil:
		return err
	case fi.Mode()&os.ModeSymlink != 0:
		to, err := os.Readlink(src)
		if err == nil {
			err = os.MkdirAll(filepath.Dir(target), 0o755)
		}
		if err == nil {
			err = os.Symlink(to, target)
		}
		return err
	case fi.IsDir():
		err = os.MkdirAll(target, 0o755)
	default:
		err = touch(target)
	}
	if err != nil {
		return err
	}
	if err := syscall.Mount(src, target, "", syscall.MS_BIND|syscall.MS_REC, ""); err != nil {
		return err
	}
	if !ro {
		return nil
	}
	// A remount must keep the flags the mount has, which a namespace may
	// not clear.
	var st syscall.Statfs_t
	if err := syscall.Statfs(target, &st); err != nil {
		return err
	}
	flags := uintptr(syscall.MS_BIND | syscall.MS_REMOUNT | syscall.MS_RDONLY)
	flags |= uintptr(st.Flags) & (syscall.MS_NOSUID | syscall.MS_NODEV | syscall.MS_NOEXEC | syscall.MS_NOATIME | syscall.MS_NODIRATIME)
	if st.Flags&stRelatime != 0 {
		flags |= msRelatime
	}
	return syscall.Mount("", target, "", flags, "")
}

// touch makes an empty file named name, and the folders above it.
func touch(name string) error {
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		return err
	}
	f, err := os.OpenFile(name, os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	return f.Close()
}

// mountTemp makes target an empty folder in memory of size bytes at most,
// which anyone may write, as /tmp.
func mountTemp(target string, size int64) error {
	if err := os.MkdirAll(target, 0o755); err != nil {
		return err
	}
	return syscall.Mount("tmpfs", target, "tmpfs", syscall.MS_NOSUID|syscall.MS_NODEV, fmt.Sprintf("mode=1777,size=%d", size))
}

// overlay makes src seen at target, writable, its writes kept in memory,
// under scratch, and lost at the end of the run.
func overlay(src, target, scratch string) error {
	upper, work := filepath.Join(scratch, "upper", target), filepath.Join(scratch, "work", target)
	for _, d := range []string{target, upper, work} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			return err
		}
	}
	return syscall.Mount("overlay", target, "overlay", 0, "lowerdir="+src+",upperdir="+upper+",workdir="+work)
}

// mountDev makes target the folder of devices: a few of the system's,
// and the usual links.
func (v *view) mountDev(target string) error {
	if err := mountTemp(target, 1<<20); err != nil {
		return err
	}
	for _, d := range deviceFiles {
		if err := bind("/dev/"+d, filepath.Join(target, d), false); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
	}
	for name, to := range map[string]string{"fd": "/proc/self/fd", "stdin": "/proc/self/fd/0", "stdout": "/proc/self/fd/1", "stderr": "/proc/self/fd/2"} {
		if err := os.Symlink(to, filepath.Join(target, name)); err != nil {
			return err
		}
	}
	return mountTemp(filepath.Join(target, "shm"), v.TempSize)
}

// pivot makes root the root, and the system's no longer reachable.
func pivot(root string) error {
	if err := os.Chdir(root); err != nil {
		return err
	}
	if err := syscall.PivotRoot(".", "."); err != nil {
		return err
	}
	if err := syscall.Unmount(".", syscall.MNT_DETACH); err != nil {
		return err
	}
	if err := os.Chdir("/"); err != nil {
		return err
	}
	// Make the view's own root read-only: what is written goes to the
	// copy, /tmp or home.
	return syscall.Mount("", "/", "", syscall.MS_REMOUNT|syscall.MS_BIND|syscall.MS_RDONLY|syscall.MS_NOSUID|syscall.MS_NODEV, "")
}

// dropPrivileges leaves the program it runs no privilege in its
// namespace: no capability survives its start, and it gains none; nor
// may it look into the launcher, its memory or its environment, which
// holds the grader's.
func dropPrivileges() {
	const prSetDumpable, prSetNoNewPrivs, prCapbsetDrop = 4, 38, 24
	syscall.RawSyscall(syscall.SYS_PRCTL, prSetDumpable, 0, 0)
	syscall.RawSyscall(syscall.SYS_PRCTL, prSetNoNewPrivs, 1, 0)
	for c := 0; c < 64; c++ {
		syscall.RawSyscall(syscall.SYS_PRCTL, prCapbsetDrop, uintptr(c), 0)
	}
}

// memoryEvery is how often a launcher looks at its program's memory.
const memoryEvery = 5 * time.Millisecond

// watchRun runs the program of spec, kills every process it has when
// they take more memory than spec allows, and reports its end.
func watchRun(spec launchSpec) launchReport {
	var rep launchReport
	devNull, err := os.Open("/dev/null")
	if err != nil {
		return launchReport{Err: err.Error()}
	}
	attr := &os.ProcAttr{Dir: spec.Dir, Env: spec.Env, Files: []*os.File{devNull, os.Stdout, os.Stderr}}
	if u := uint32(spec.User); u != 0 {
		attr.Sys = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: u, Gid: u, NoSetGroups: true}}
	}
	p, err := os.StartProcess(spec.Prog, append([]string{spec.Prog}, spec.Args...), attr)
	devNull.Close()
	if err != nil {
		return launchReport{Err: err.Error()}
	}
	ended := make(chan syscall.WaitStatus, 1)
	go reapAll(p.Pid, ended)
	tick := time.NewTicker(memoryEvery)
	defer tick.Stop()
	for {
		select {
		case ws := <-ended:
			rep.Status = int(ws)
			rep.Left = countLeft(spec.View.Wine)
			syscall.Kill(-1, syscall.SIGKILL) // all but this one, the first
			return rep
		case <-tick.C:
			m := memoryInUse()
			rep.Peak = max(rep.Peak, m)
			if m > spec.Memory && !rep.OverMemory {
				rep.OverMemory = true
				syscall.Kill(-1, syscall.SIGKILL)
			}
		}
	}
}

// reapAll waits for every process that ends in the namespace, the
// program's and those given to this one, the first, when their parents
// ended, and sends the program's status on ended.
func reapAll(pid int, ended chan<- syscall.WaitStatus) {
	for {
		var ws syscall.WaitStatus
		got, err := syscall.Wait4(-1, &ws, 0, nil)
		switch {
		case err == syscall.EINTR:
		case err != nil:
			return
		case got == pid:
			ended <- ws
		}
	}
}

// nsProcesses returns the processes of the namespace but the first, and
// whether each is wine's own.
func nsProcesses() (pids []int, wine []bool) {
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || pid == 1 {
			continue
		}
		stat, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		i := bytes.LastIndexByte(stat, ')')
		if err != nil || i < 0 || i+2 >= len(stat) || stat[i+2] == 'Z' {
			continue // gone, or ended and not yet waited for
		}
		comm := string(stat[bytes.IndexByte(stat, '(')+1 : i])
		pids = append(pids, pid)
		wine = append(wine, slices.Contains(wineOwn, comm))
	}
	return pids, wine
}

// wineOwn are the names of the processes wine starts of its own, cut to
// the 15 bytes the system keeps of a name.
var wineOwn = []string{"wine", "wine64", "wine-preloader", "wine64-preloader", "wineserver", "wineserver64", "services.exe", "winedevice.exe", "plugplay.exe", "explorer.exe",
	"rpcss.exe", "svchost.exe", "conhost.exe", "start.exe", "wineboot.exe", "rundll32.exe", "winemenubuilder"}

// countLeft counts the processes still running but the first, wine's own
// not counted where the program runs through wine.
func countLeft(wine bool) int {
	pids, own := nsProcesses()
	n := 0
	for k := range pids {
		if !(wine && own[k]) {
			n++
		}
	}
	return n
}

// memoryInUse returns the memory the processes of the namespace take, but
// the first's: their anonymous and shared memory, which RssAnon and
// RssShmem count.
func memoryInUse() int64 {
	pids, _ := nsProcesses()
	var total int64
	for _, pid := range pids {
		total += processMemory(pid)
	}
	return total
}

// processMemory returns the anonymous and shared memory of process pid,
// in bytes.
func processMemory(pid int) int64 {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return 0
	}
	var kb int64
	for line := range bytes.Lines(b) {
		if rest, ok := bytes.CutPrefix(line, []byte("RssAnon:")); ok {
			kb += kbOf(rest)
		} else if rest, ok := bytes.CutPrefix(line, []byte("RssShmem:")); ok {
			kb += kbOf(rest)
		}
	}
	return kb << 10
}

// kbOf reads "  1234 kB".
func kbOf(b []byte) int64 {
	f := bytes.Fields(b)
	if len(f) == 0 {
		return 0
	}
	n, _ := strconv.ParseInt(string(f[0]), 10, 64)
	return n
}
