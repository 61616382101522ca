import haiku as hk
import jax
import jax.numpy as jnp


def _irrigated_area_net(x):
    x = jax.nn.relu(hk.Conv2D(8, 3)(x))
    x = jax.nn.relu(hk.Conv2D(8, 3)(x))
    return hk.Conv2D(1, 1)(x)[..., 0]


irrigated_net = hk.without_apply_rng(hk.transform(_irrigated_area_net))


@jax.jit
def predict_tile(params, tile):
    return jax.nn.sigmoid(irrigated_net.apply(params, tile[None])[0])
