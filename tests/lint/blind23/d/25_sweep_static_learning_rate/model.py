import jax
import jax.numpy as jnp


def init_params(key, n_students, n_items, dim):
    k1, k2 = jax.random.split(key)
    return {"s": 0.1 * jax.random.normal(k1, (n_students, dim)),
            "q": 0.1 * jax.random.normal(k2, (n_items, dim)),
            "b": jnp.zeros(n_items)}


def predict(params, sid, iid):
    return jnp.sum(params["s"][sid] * params["q"][iid], -1) - params["b"][iid]
