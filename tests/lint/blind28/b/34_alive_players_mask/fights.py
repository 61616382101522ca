import jax
import jax.numpy as jnp


@jax.jit
def fight_strength(hp, dmg, pos, alive):
    w = alive.astype(hp.dtype)
    n = jnp.maximum(w.sum(), 1.0)
    centroid = (pos * w[:, None]).sum(0) / n
    spread = (jnp.linalg.norm(pos - centroid, axis=1) * w).sum() / n
    return (hp * dmg * w).sum() / (1.0 + spread)
