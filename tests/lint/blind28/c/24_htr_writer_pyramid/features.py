import jax
import jax.numpy as jnp


@jax.jit
def multiscale_embed(proj, scales):
    pooled = [jnp.mean(s, axis=(1, 2)) for s in scales]
    return jnp.tanh(jnp.concatenate(pooled, axis=-1) @ proj)
