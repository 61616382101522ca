import jax
import jax.numpy as jnp


@jax.jit
def bounce_clip(audio, gain_db):
    out = audio * 10.0 ** (gain_db / 20.0)
    return jnp.tanh(out)
