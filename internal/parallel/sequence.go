package parallel

// A Sequencer runs tasks on every core and writes their results in the
// order the tasks were added, as gofmt's Sequencer does. -s and -n make
// their output through one; -c does not (see generator.write). A bounded
// number of tasks is in flight, running or waiting for their turn to be
// written, which bounds the memory their results take: one slow task holds
// up the writing of all added after it, so there must be enough to keep
// the other cores busy meanwhile.
type Sequencer struct {
	cores  chan struct{}          // a token for each task running
	queue  chan chan func() error // each task's write, in order
	failed chan struct{}          // closed when a write fails
	done   chan error             // the first write error, at the end
}

// NewSequencer returns a sequencer running up to workers tasks at once,
// with up to inFlight tasks in flight.
func NewSequencer(workers, inFlight int) *Sequencer {
	s := &Sequencer{
		cores:  make(chan struct{}, workers),
		queue:  make(chan chan func() error, inFlight),
		failed: make(chan struct{}),
		done:   make(chan error, 1),
	}
	go s.writeAll()
	return s
}

// Add starts task, once there is room, and reports whether it did: after a
// write has failed it adds nothing, and no more should be added. The task
// does its work and returns the function that writes its result.
func (s *Sequencer) Add(task func() (write func() error)) bool {
	write := make(chan func() error, 1)
	select {
	case s.queue <- write:
	case <-s.failed:
		return false
	}
	s.cores <- struct{}{}
	go func() {
		write <- task()
		<-s.cores
	}()
	return true
}

// writeAll calls the writes in order. After one fails it calls no more,
// but still waits for every task to end.
func (s *Sequencer) writeAll() {
	var err error
	for write := range s.queue {
		w := <-write
		if err == nil {
			if err = w(); err != nil {
				close(s.failed)
			}
		}
	}
	s.done <- err
}

// Wait waits for the tasks added to be written and returns the first
// write error. No task may be added after it.
func (s *Sequencer) Wait() error {
	close(s.queue)
	return <-s.done
}
