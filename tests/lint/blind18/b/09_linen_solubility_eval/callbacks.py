import jax
import jax.numpy as jnp


def evaluate(model, params, fps, logs):
    predict = jax.jit(model.apply)
    pred = predict(params, fps)
    rmse = jnp.sqrt(jnp.mean((pred - logs) ** 2))
    return float(rmse)
