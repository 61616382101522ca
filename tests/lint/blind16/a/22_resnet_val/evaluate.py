import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=0)
def predict(model, params, x):
    return jnp.argmax(model.apply(params, x), axis=-1)


def evaluate(model, params, batches):
    correct = total = 0
    for x, y in batches:
        pred = predict(model, params, x)
        correct += int((pred == y).sum())
        total += len(y)
    return correct / total
