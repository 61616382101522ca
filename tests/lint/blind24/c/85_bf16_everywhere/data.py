import numpy as np
import jax.numpy as jnp

COMPUTE_DTYPE = jnp.bfloat16


def to_device(x):
    return jnp.asarray(x, COMPUTE_DTYPE)


def batches(x, y, bs):
    for i in range(0, len(x), bs):
        yield to_device(x[i:i + bs]), jnp.asarray(y[i:i + bs])
