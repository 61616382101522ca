from functools import partial
import jax
import jax.numpy as jnp

@partial(jax.jit, static_argnames=("kernel",))
def interpolate_agb(xy, agb, targets, params, kernel):
    K = kernel(jnp.linalg.norm(xy[:, None] - xy[None], axis=-1), params) + 1e-2 * jnp.eye(xy.shape[0])
    k = kernel(jnp.linalg.norm(targets[:, None] - xy[None], axis=-1), params)
    return agb.mean() + k @ jnp.linalg.solve(K, agb - agb.mean())
