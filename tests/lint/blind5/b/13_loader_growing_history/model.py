import jax
import jax.numpy as jnp


def init_params(n_features):
    return {"beta": jnp.zeros(n_features), "alpha": jnp.zeros(())}


@jax.jit
def sgd_step(params, x, y, lr):
    def loss(p):
        pred = x @ p["beta"] + p["alpha"]
        return jnp.mean((pred - y) ** 2) + 1e-3 * jnp.sum(p["beta"] ** 2)

    l, g = jax.value_and_grad(loss)(params)
    return jax.tree_util.tree_map(lambda p, d: p - lr * d, params, g), l
