import jax
import jax.numpy as jnp


@jax.jit
def level_wafer(height_map, focus_offset):
    # fit a plane to the level-sensor height map, apply the tracked focus offset
    ny, nx = height_map.shape
    y, x = jnp.meshgrid(jnp.linspace(-1, 1, ny), jnp.linspace(-1, 1, nx), indexing="ij")
    A = jnp.stack([jnp.ones(ny * nx), x.ravel(), y.ravel()], 1)
    coef = jnp.linalg.lstsq(A, height_map.ravel())[0]
    resid = height_map - (A @ coef).reshape(ny, nx)
    return coef + jnp.array([1.0, 0.0, 0.0]) * focus_offset, jnp.std(resid)
