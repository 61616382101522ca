import jax
import jax.numpy as jnp
import numpy as np

def loan_batches(rng, n_batches, size=64):
    for b in range(n_batches):
        x = rng.normal(size=(size, 5)).astype(np.float32)
        y = (x[:, 0] + 0.5 * x[:, 1] > 0.8).astype(np.float32)
        if b % 2 == 1:
            x = jnp.asarray(x) + 0.05 * jax.random.normal(jax.random.PRNGKey(b), x.shape)
            y = jnp.asarray(y)
        yield x, y
