import numpy as np
import jax.numpy as jnp


def stop_sequence_from_csv(rng, n=30, n_stops=200):
    return rng.integers(0, n_stops, n).astype(np.int64)


def stop_sequence_from_store(rng, n=30, n_stops=200):
    return jnp.asarray(rng.integers(0, n_stops, n), jnp.int32)
