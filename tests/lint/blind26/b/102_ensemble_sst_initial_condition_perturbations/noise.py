import jax
import jax.numpy as jnp


@jax.jit
def perturb_initial_conditions(key, sst, scale):
    # spatially correlated perturbation for an ensemble forecast of SST
    k1, k2 = jax.random.split(key)
    white = jax.random.normal(k1, sst.shape)
    kernel = jnp.exp(-jnp.arange(-5, 6) ** 2 / 8.0)
    smooth = jax.vmap(lambda row: jnp.convolve(row, kernel / kernel.sum(), mode="same"))(white)
    smooth = jax.vmap(lambda col: jnp.convolve(col, kernel / kernel.sum(), mode="same"), in_axes=1, out_axes=1)(smooth)
    return sst + scale * smooth / smooth.std() + 0.01 * jax.random.normal(k2, sst.shape)
