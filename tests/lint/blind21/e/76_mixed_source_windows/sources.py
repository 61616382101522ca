import jax
import jax.numpy as jnp
import numpy as np

N_METRICS = 6
WINDOW = 30


def archived_windows(rng, n):
    for _ in range(n):
        yield rng.normal(size=(WINDOW, N_METRICS)).astype(np.float32)


def live_windows(key, n):
    for _ in range(n):
        key, sub = jax.random.split(key)
        yield jax.random.normal(sub, (WINDOW, N_METRICS), dtype=jnp.float32)
