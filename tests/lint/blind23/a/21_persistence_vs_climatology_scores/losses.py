import jax
import jax.numpy as jnp


@jax.jit
def lat_weighted_rmse(pred, target, lat_weights):
    err = (pred - target) ** 2 * lat_weights[:, None]
    return jnp.sqrt(err.mean())


def lat_weights(nlat):
    lat = jnp.linspace(-87.5, 87.5, nlat)
    w = jnp.cos(jnp.deg2rad(lat))
    return w / w.mean()
