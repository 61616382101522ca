import jax
import jax.numpy as jnp

@jax.jit
def filing_rate(window_events, window_valid, decay):
    t = jnp.arange(window_events.shape[0])[::-1]
    w = decay ** t * window_valid
    return (window_events * w).sum() / jnp.maximum(w.sum(), 1e-6)
