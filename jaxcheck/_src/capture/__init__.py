"""Recording what JAX does while user code runs: calls, compiles, timings, JAX's
own explanations."""
