import jax
import jax.numpy as jnp


@jax.jit
def alignment_uniformity(z1, z2, t=2.0):
    z1 = z1 / jnp.linalg.norm(z1, axis=-1, keepdims=True)
    z2 = z2 / jnp.linalg.norm(z2, axis=-1, keepdims=True)
    align = ((z1 - z2) ** 2).sum(-1).mean()
    sq = ((z1[:, None] - z1[None]) ** 2).sum(-1)
    uniform = jnp.log(jnp.exp(-t * sq).mean())
    return align, uniform
