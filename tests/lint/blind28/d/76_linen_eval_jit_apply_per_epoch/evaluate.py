import jax
import jax.numpy as jnp


def evaluate(model, params, x, y):
    predict = jax.jit(model.apply)
    pred = predict(params, x)
    return float(jnp.mean(jnp.abs(pred - y)))
