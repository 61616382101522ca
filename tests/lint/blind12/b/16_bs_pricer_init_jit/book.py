import jax.numpy as jnp
import numpy as np


def load_book(n_positions=40, seed=0):
    rng = np.random.default_rng(seed)
    return {
        "strike": jnp.asarray(rng.uniform(80, 120, n_positions), dtype=jnp.float32),
        "expiry": jnp.asarray(rng.uniform(0.1, 2.0, n_positions), dtype=jnp.float32),
        "vol": jnp.asarray(rng.uniform(0.15, 0.35, n_positions), dtype=jnp.float32),
        "is_call": jnp.asarray(rng.random(n_positions) < 0.5),
        "qty": jnp.asarray(rng.integers(-10, 10, n_positions), dtype=jnp.float32),
    }
