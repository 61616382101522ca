import jax
import jax.numpy as jnp


@jax.jit
def tile_anomaly_score(tile, ref_mean, ref_std):
    gy, gx = jnp.gradient(tile)
    energy = jnp.sqrt(gx ** 2 + gy ** 2)
    z = (energy.mean() - ref_mean) / ref_std
    return z, (jnp.abs(tile - tile.mean()) > 3 * tile.std()).mean()
