import jax
from sim import backlog_after

plans = [("q1", 13, 3.0), ("h1", 26, 3.0), ("year", 52, 4.0), ("q1_lean", 13, 2.0)]
key = jax.random.PRNGKey(0)
for name, weeks, recruiters in plans:
    key, sub = jax.random.split(key)
    b = backlog_after(weeks, 9.0, recruiters, 2.5, sub)
    print(name, weeks, "weeks, open requisitions left:", float(b))
