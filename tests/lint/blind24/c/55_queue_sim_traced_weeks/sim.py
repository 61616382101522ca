import jax
import jax.numpy as jnp


@jax.jit
def backlog_after(n_weeks, arrivals_rate, recruiters, per_recruiter, key):
    def week(i, carry):
        backlog, key = carry
        key, sub = jax.random.split(key)
        arrivals = jax.random.poisson(sub, arrivals_rate).astype(jnp.float32)
        closed = jnp.minimum(backlog + arrivals, recruiters * per_recruiter)
        return backlog + arrivals - closed, key
    backlog, _ = jax.lax.fori_loop(0, n_weeks, week, (jnp.float32(0.0), key))
    return backlog
