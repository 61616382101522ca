import jax
import jax.numpy as jnp


@jax.jit
def verify(speaker_means, probe):
    """Cosine score of a probe embedding against every enrolled speaker."""
    names = sorted(speaker_means)
    M = jnp.stack([speaker_means[n] for n in names])
    s = M @ probe / (jnp.linalg.norm(M, axis=1) * jnp.linalg.norm(probe) + 1e-8)
    return s
