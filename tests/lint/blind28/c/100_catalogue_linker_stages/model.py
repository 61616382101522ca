import jax
import jax.numpy as jnp


def init(key, dims=(20, 16, 1)):
    keys = jax.random.split(key, len(dims) - 1)
    layers = tuple(jax.random.normal(k, (a, b)) * 0.2 for k, a, b in zip(keys, dims[:-1], dims[1:]))
    return {"layers": layers, "bias": jnp.zeros(())}


@jax.jit
def link_update(params, pair_feats, same):
    def loss(p):
        h = pair_feats
        for w in p["layers"][:-1]:
            h = jnp.tanh(h @ w)
        logit = (h @ p["layers"][-1])[:, 0] + p["bias"]
        return jnp.mean(jnp.logaddexp(0.0, logit) - same * logit)

    val, g = jax.value_and_grad(loss)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.2 * b, params, g), val
