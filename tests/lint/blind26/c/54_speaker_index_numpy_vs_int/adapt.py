import jax
import jax.numpy as jnp


@jax.jit
def speaker_normalise(table, feats, spk):
    """Subtract a per-speaker mean (from an enrolment table) from formant features."""
    return feats - table[spk]
