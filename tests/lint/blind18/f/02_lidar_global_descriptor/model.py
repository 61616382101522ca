import jax
import jax.numpy as jnp


def init_params(key, in_dim=4, hidden=32):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (in_dim, hidden)) * 0.1,
        "w2": jax.random.normal(k2, (hidden, hidden)) * 0.1,
    }


@jax.jit
def encode_points(params, points, mask):
    h = jax.nn.relu(points @ params["w1"])
    h = jax.nn.relu(h @ params["w2"])
    h = jnp.where(mask[:, None], h, -jnp.inf)
    return jnp.max(h, axis=0)
