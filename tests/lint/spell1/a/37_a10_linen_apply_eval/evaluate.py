import jax
import jax.numpy as jnp


def evaluate(model, params, batches):
    apply = jax.jit(model.apply)
    correct = total = 0
    for x, y in batches:
        pred = jnp.argmax(apply(params, x), -1)
        correct += int((pred == y).sum())
        total += len(y)
    return correct / total
