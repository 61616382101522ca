import jax
import jax.numpy as jnp

R, C = 2.0, 12.0
MAX_STEPS = 24  # longest event the program allows: 6 h at 15 min


@jax.jit
def event_drift(t_start, t_out, n_active):
    def step(t, k):
        t_next = t + 0.25 * (t_out - t) / (R * C)
        t = jnp.where(k < n_active, t_next, t)
        return t, t

    _, temps = jax.lax.scan(step, t_start, jnp.arange(MAX_STEPS))
    return temps.max()
