from functools import partial

import jax
import jax.numpy as jnp

from model import build_model


@partial(jax.jit, static_argnums=0)
def validation_mse(apply_fn, params, X, y):
    return jnp.mean((apply_fn(params, X) - y) ** 2)


def evaluate(params, cfg, X, y):
    net = build_model(cfg["hidden"])
    return float(validation_mse(net.apply, params, X, y))
