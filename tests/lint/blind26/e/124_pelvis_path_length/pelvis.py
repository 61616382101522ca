import jax
import jax.numpy as jnp


@jax.jit
def pelvis_path_length(xyz):
    if xyz.shape[0] == 3:
        xyz = xyz.T
    steps = jnp.linalg.norm(jnp.diff(xyz, axis=0), axis=1)
    return jnp.sum(steps), jnp.max(xyz[:, 2]) - jnp.min(xyz[:, 2])
