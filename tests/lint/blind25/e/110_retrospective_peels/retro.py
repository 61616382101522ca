import jax
import jax.numpy as jnp

@jax.jit
def peel_estimate(log_index, peel):
    n = log_index.shape[0]
    t = jnp.arange(n, dtype=jnp.float32)
    w = (jnp.arange(n) < n - peel).astype(jnp.float32)
    tm = jnp.sum(w * t) / jnp.sum(w); ym = jnp.sum(w * log_index) / jnp.sum(w)
    slope = jnp.sum(w * (t - tm) * (log_index - ym)) / jnp.sum(w * (t - tm) ** 2)
    return ym + slope * (n - 1 - peel - tm)
