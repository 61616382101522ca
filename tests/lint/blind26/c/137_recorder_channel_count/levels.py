import jax
import jax.numpy as jnp


@jax.jit
def clipping_and_level(audio):
    """Per-recording peak level (dBFS) and proportion of clipped samples, over all channels."""
    peak = jnp.max(jnp.abs(audio))
    clipped = jnp.mean(jnp.abs(audio) > 0.99)
    return 20 * jnp.log10(peak + 1e-9), clipped
