import numpy as np
import jax.numpy as jnp


def training_batches(x, y, bs):
    for i in range(0, len(x), bs):
        yield jnp.asarray(x[i:i + bs], jnp.bfloat16), jnp.asarray(y[i:i + bs])


def holdout(x, y):
    return jnp.asarray(x), jnp.asarray(y)
