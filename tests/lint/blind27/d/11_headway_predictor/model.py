import jax
import jax.numpy as jnp


def init(key, n_in=6, hidden=24):
    k1, k2 = jax.random.split(key)
    return {"W1": jax.random.normal(k1, (n_in, hidden)) / jnp.sqrt(n_in), "W2": jax.random.normal(k2, (hidden,)) / jnp.sqrt(hidden)}


@jax.jit
def predict_headway(params, feats):
    return jax.nn.softplus(jnp.tanh(feats @ params["W1"]) @ params["W2"])
