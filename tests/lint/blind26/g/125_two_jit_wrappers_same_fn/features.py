import jax.numpy as jnp


def call_contour(spec):
    """Peak-frequency contour and its slope for a whistle spectrogram."""
    peak = jnp.argmax(spec, axis=0).astype(jnp.float32)
    return peak, jnp.gradient(peak)
