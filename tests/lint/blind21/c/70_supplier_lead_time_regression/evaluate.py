import jax
import jax.numpy as jnp


def score_suppliers(model, params, batches):
    predict = jax.jit(model.apply)
    errors = []
    for x, y in batches:
        pred = predict(params, x)
        errors.append(jnp.abs(pred - y).mean())
    return jnp.stack(errors).mean()
