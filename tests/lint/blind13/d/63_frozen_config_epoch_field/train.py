from functools import partial

import jax
import jax.numpy as jnp
import optax


def init(key, cfg):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (cfg.window, cfg.hidden)) * 0.1,
            "w2": jax.random.normal(k2, (cfg.hidden, 1)) * 0.1}


@partial(jax.jit, static_argnames="cfg")
def train_step(params, x, y, cfg):
    def loss_fn(p):
        pred = (jnp.tanh(x @ p["w1"]) @ p["w2"])[:, 0]
        return optax.huber_loss(pred, y, delta=cfg.huber_delta).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - cfg.lr * g, params, grads), loss
