import haiku as hk
import jax
import jax.numpy as jnp


def _soil_moisture_net(x):
    h = hk.Conv2D(8, 3)(x)
    h = jax.nn.swish(h)
    return hk.Conv2D(1, 3)(h)[..., 0]


soil_net = hk.without_apply_rng(hk.transform(_soil_moisture_net))


@jax.jit
def region_land_mean(params, fields, mask):
    pred = soil_net.apply(params, fields[..., None])
    return jnp.sum(pred * mask, axis=(1, 2)) / jnp.maximum(mask.sum(), 1.0)
