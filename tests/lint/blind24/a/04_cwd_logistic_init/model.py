import jax
import jax.numpy as jnp


def init_params(n_features):
    return {"w": jnp.zeros(n_features), "b": jnp.array(0.0)}


def logits(params, x):
    return x @ params["w"] + params["b"]


@jax.jit
def sgd_step(params, x, y, lr):
    def nll(p):
        z = logits(p, x)
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    loss, g = jax.value_and_grad(nll)(params)
    params = jax.tree_util.tree_map(lambda p, gi: p - lr * gi, params, g)
    return params, loss
