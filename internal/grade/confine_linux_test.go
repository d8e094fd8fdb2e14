package grade

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// BenchmarkRunPoint measures what confinement costs a point: the run of
// a program that does nothing, /bin/true, started, watched and ended,
// unconfined and confined.
func BenchmarkRunPoint(b *testing.B) {
	dir := b.TempDir()
	ok, why := canConfine(dir)
	for _, confined := range []bool{false, true} {
		name := map[bool]string{false: "unconfined", true: "confined"}[confined]
		b.Run(name, func(b *testing.B) {
			if confined && !ok {
				b.Skip(why)
			}
			box := &sandbox{confined: confined, memory: DefaultMemory, procs: DefaultProcs}
			for b.Loop() {
				run, err := os.MkdirTemp(dir, "run-*")
				if err != nil {
					b.Fatal(err)
				}
				work := filepath.Join(run, "folder")
				if err := os.Mkdir(work, 0o755); err != nil {
					b.Fatal(err)
				}
				rs := runSpec{prog: "/bin/true", dir: work, env: programEnv(""), limit: 10 * time.Second, max: 1 << 20,
					memory: box.memory, procs: box.procs}
				if rs.view, err = box.view(run, rs, nil); err != nil {
					b.Fatal(err)
				}
				if r := runPoint(rs); r.err != nil || r.exit != 0 {
					b.Fatalf("exit %d, %v", r.exit, r.err)
				}
				os.RemoveAll(run)
			}
		})
	}
}

// TestMain runs the test binary as a launcher when the tests start it as
// one, as the program's main does.
func TestMain(m *testing.M) {
	if code, ok := Launch(); ok {
		os.Exit(code)
	}
	os.Exit(m.Run())
}
