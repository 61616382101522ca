import jax
import jax.numpy as jnp


def init(key):
    k1, k2 = jax.random.split(key)
    return {"w_in": 0.3 * jax.random.normal(k1, (5, 16)), "b_in": jnp.zeros(16),
            "w_out": 0.3 * jax.random.normal(k2, (16,)), "b_out": jnp.zeros(())}


@jax.jit
def eruption_probability(params, feats):
    h = jnp.tanh(feats @ params["w_in"] + params["b_in"])
    return jax.nn.sigmoid(h @ params["w_out"] + params["b_out"])


@jax.jit
def sgd(params, feats, label):
    def nll(p):
        pr = eruption_probability(p, feats)
        return -jnp.mean(label * jnp.log(pr + 1e-6) + (1 - label) * jnp.log(1 - pr + 1e-6))
    g = jax.grad(nll)(params)
    return jax.tree_util.tree_map(lambda p, d: p - 0.1 * d, params, g)
