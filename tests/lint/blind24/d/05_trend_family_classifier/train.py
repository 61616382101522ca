from functools import partial

import jax
import jax.numpy as jnp


def init_params(key, n_in, n_trends):
    k1, k2 = jax.random.split(key)
    return {"W": 0.1 * jax.random.normal(k1, (n_in, n_trends)), "b": jnp.zeros(n_trends)}


def warmup_lr(step, base=0.1, warmup=5):
    return base * min(1.0, (step + 1) / warmup)


@partial(jax.jit, static_argnums=(3,))
def sgd_step(params, x, y, step):
    lr = warmup_lr(step)

    def loss_fn(p):
        logits = x @ p["W"] + p["b"]
        return -jnp.mean(jnp.sum(jax.nn.log_softmax(logits) * y, axis=-1))

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda a, b: a - lr * b, params, g), loss
