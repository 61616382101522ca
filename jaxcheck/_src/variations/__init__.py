"""Which variations of a function's arguments to try, and how to build each one."""
