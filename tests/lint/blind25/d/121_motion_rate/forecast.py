import jax
import jax.numpy as jnp

@jax.jit
def motion_rate(window_events, decay):
    t = jnp.arange(window_events.shape[0])[::-1]
    w = decay ** t
    return (window_events * w).sum() / w.sum()
