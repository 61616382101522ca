import jax
import jax.numpy as jnp


def evaluate(model, params, batches):
    predict = jax.jit(lambda p, x: jnp.argmax(model.apply(p, x), axis=-1))
    correct = total = 0
    for x, y in batches:
        pred = predict(params, x)
        correct += int((pred == y).sum())
        total += len(y)
    return correct / total
