import jax
import jax.numpy as jnp


@jax.jit
def optimal_interp(obs_xy, obs_ssh, grid_xy, land_mask, length_scale, noise):
    def cov(a, b):
        d2 = jnp.sum((a[:, None, :] - b[None, :, :]) ** 2, -1)
        return jnp.exp(-d2 / (2 * length_scale ** 2))
    K = cov(obs_xy, obs_xy) + noise * jnp.eye(obs_xy.shape[0])
    alpha = jnp.linalg.solve(K, obs_ssh)
    field = cov(grid_xy, obs_xy) @ alpha
    if land_mask is not None:
        field = jnp.where(land_mask, jnp.nan, field)
    return field
