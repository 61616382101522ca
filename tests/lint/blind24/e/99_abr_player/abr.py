import jax
import jax.numpy as jnp

LADDER_KBPS = jnp.array([400.0, 800.0, 1600.0, 3000.0, 6000.0])


@jax.jit
def choose_rendition(throughput_window, buffer_s):
    w = jnp.exp(jnp.linspace(-1.0, 0.0, throughput_window.shape[0]))
    est = jnp.sum(w * throughput_window) / jnp.sum(w)
    harmonic = throughput_window.shape[0] / jnp.sum(1.0 / throughput_window)
    safe = jnp.minimum(est, harmonic) * jnp.clip(buffer_s / 10.0, 0.5, 1.0)
    return jnp.sum(LADDER_KBPS <= safe) - 1
