import jax
import jax.numpy as jnp


@jax.jit
def surface_exchange(h, t, heat_flux, entrain_rate):
    t = t.at[0].add(heat_flux / (1025.0 * 3990.0 * h[0]) * 86400.0)
    below = jnp.argmax(h[1:] > 0) + 1
    e = jnp.minimum(entrain_rate, 0.6 * h[below])
    t0 = (h[0] * t[0] + e * t[below]) / (h[0] + e)
    h = h.at[0].add(e).at[below].add(-e)
    return h, t.at[0].set(t0)
