import jax.numpy as jnp
from flax import nnx


@nnx.jit
def batch_accuracy(model, x, y):
    return (model(x).argmax(-1) == y).mean()


def evaluate(model, batches):
    accs = [batch_accuracy(model, x, y) for x, y in batches]
    return float(jnp.mean(jnp.stack(accs)))
