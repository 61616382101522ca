import jax
import jax.numpy as jnp


@jax.jit
def fuse_views(desc):
    d = desc / jnp.linalg.norm(desc, axis=1, keepdims=True)
    w = jax.nn.softmax(d @ d.mean(0))
    fused = (w[:, None] * d).sum(0)
    return fused / jnp.linalg.norm(fused)
