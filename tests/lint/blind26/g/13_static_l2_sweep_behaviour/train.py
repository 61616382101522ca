from functools import partial

import jax
import jax.numpy as jnp
import optax


def init_params(key, n_in, n_out):
    k1, k2 = jax.random.split(key)
    return {"w": 0.1 * jax.random.normal(k1, (n_in, n_out)), "b": jnp.zeros(n_out)}


@partial(jax.jit, static_argnames=("l2",))
def sgd_step(params, x, y, l2):
    def loss_fn(p):
        logits = x @ p["w"] + p["b"]
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        return ce + l2 * jnp.sum(p["w"] ** 2)

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree.map(lambda p, gi: p - 0.05 * gi, params, g), loss


def fit(x, y, l2, steps=50):
    params = init_params(jax.random.PRNGKey(0), x.shape[1], 5)
    for _ in range(steps):
        params, loss = sgd_step(params, x, y, l2=l2)
    return params, float(loss)
