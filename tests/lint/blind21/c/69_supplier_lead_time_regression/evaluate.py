import jax
import jax.numpy as jnp


def score_suppliers(model, params, batches):
    errors = []
    for x, y in batches:
        pred = jax.jit(model.apply)(params, x)
        errors.append(jnp.abs(pred - y).mean())
    return jnp.stack(errors).mean()
