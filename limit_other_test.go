//go:build !unix

package main

func limitFileSize() {}

func notePeakMemory() {}
