from functools import partial
import jax
import jax.numpy as jnp

@partial(jax.jit, static_argnums=(3,))
def krige_density(obs_xy, obs_val, grid_xy, cov_fn):
    d_oo = jnp.linalg.norm(obs_xy[:, None] - obs_xy[None], axis=-1)
    d_go = jnp.linalg.norm(grid_xy[:, None] - obs_xy[None], axis=-1)
    K = cov_fn(d_oo) + 1e-3 * jnp.eye(obs_xy.shape[0])
    w = jnp.linalg.solve(K, obs_val - obs_val.mean())
    return obs_val.mean() + cov_fn(d_go) @ w
