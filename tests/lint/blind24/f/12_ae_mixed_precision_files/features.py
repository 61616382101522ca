import jax
import jax.numpy as jnp

FS = 2.0e6


@jax.jit
def hit_features(w):
    energy = jnp.sum(w ** 2, axis=-1) / FS
    peak = jnp.max(jnp.abs(w), axis=-1)
    spec = jnp.abs(jnp.fft.rfft(w, axis=-1))
    freqs = jnp.fft.rfftfreq(w.shape[-1], 1 / FS)
    centroid = jnp.sum(spec * freqs, axis=-1) / jnp.sum(spec, axis=-1)
    above = jnp.abs(w) > 0.1 * peak[:, None]
    duration = jnp.sum(above, axis=-1) / FS
    return jnp.stack([20 * jnp.log10(peak / 1e-6), energy * 1e9, centroid / 1e3, duration * 1e6], axis=-1)
