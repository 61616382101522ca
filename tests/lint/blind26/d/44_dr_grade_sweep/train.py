from functools import partial

import jax
import jax.numpy as jnp
import optax


def score(p, x):
    return jnp.tanh(x @ p["w1"]) @ p["w2"]


@partial(jax.jit, static_argnames=("lr", "weight_decay"))
def dr_step(p, opt_state, x, y, lr, weight_decay):
    tx = optax.adamw(lr, weight_decay=weight_decay)

    def loss(p):
        return optax.softmax_cross_entropy_with_integer_labels(score(p, x), y).mean()

    l, g = jax.value_and_grad(loss)(p)
    u, opt_state = tx.update(g, opt_state, p)
    return optax.apply_updates(p, u), opt_state, l


def run_config(cfg, x, y, key, steps=10):
    p = {"w1": jax.random.normal(key, (x.shape[1], 16)) * 0.1, "w2": jnp.zeros((16, 5))}
    opt_state = optax.adamw(cfg["lr"], weight_decay=cfg["weight_decay"]).init(p)
    for _ in range(steps):
        p, opt_state, l = dr_step(p, opt_state, x, y, **cfg)
    return float(l)
