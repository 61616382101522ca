import numpy as np
import jax
import jax.numpy as jnp
from annotations import batches

W = jnp.asarray(np.random.default_rng(0).normal(size=(10, 4)), dtype=jnp.float32)

@jax.jit
def eval_batch(W, x, y):
    pred = jnp.argmax(x @ W, axis=-1)
    return jnp.mean(pred == y)

for x, y in batches(np.random.default_rng(52)):
    print(y.dtype, round(float(eval_batch(W, x, y)), 3))
