import jax
import jax.numpy as jnp

from model import build_model


def validation_mse(cfg, params, x, y):
    model = build_model(cfg)
    predict = jax.jit(model.apply)
    return float(jnp.mean((predict(params, x) - y) ** 2))
