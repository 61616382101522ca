"""One observer for every way of running: a capture, its analysis, and the finishing
stage (cache explanations, then the verdict)."""
