from functools import partial

import jax
import jax.numpy as jnp
import optax


def init(key, cfg):
    k1, k2 = jax.random.split(key)
    return {"w1": 0.1 * jax.random.normal(k1, (cfg.n_in, cfg.n_hidden)),
            "w2": 0.1 * jax.random.normal(k2, (cfg.n_hidden, cfg.n_classes))}


@partial(jax.jit, static_argnums=(0,))
def update(cfg, params, x, y, lr):
    act = getattr(jnp, cfg.activation)

    def loss_fn(p):
        logits = act(x @ p["w1"]) @ p["w2"]
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree.map(lambda p, gi: p - lr * gi, params, g), loss
