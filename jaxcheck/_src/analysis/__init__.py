"""Records folded into functions and compile events: causes (the diff of signatures),
fixes, program changes, persistent-cache reasons, divergences between processes."""
