import jax
import jax.numpy as jnp


@jax.jit
def nowcast_head(params, features):
    h = jnp.tanh(features @ params["w1"].astype(features.dtype))
    return (h @ params["w2"].astype(features.dtype)).astype(jnp.float32)


def to_serving(params):
    return jax.tree_util.tree_map(lambda p: p.astype(jnp.bfloat16), params)


def prepare(features, low_precision):
    return features.astype(jnp.bfloat16) if low_precision else features
