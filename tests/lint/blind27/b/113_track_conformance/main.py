import jax
import jax.numpy as jnp
import numpy as np

N_CHUNKS = 4


@jax.jit
def chunk_along_track_error(planned, actual):
    d = actual - planned
    return jnp.sqrt(jnp.mean(jnp.sum(d ** 2, axis=-1)))


rng = np.random.default_rng(113)
for flight in range(3):
    n = 130
    planned = np.cumsum(rng.normal(0, 1, (n, 2)), axis=0).astype(np.float32)
    actual = planned + rng.normal(0, 0.3, (n, 2)).astype(np.float32)
    # split the flight into climb / early cruise / late cruise / descent quarters
    errs = [float(chunk_along_track_error(p, a))
            for p, a in zip(np.array_split(planned, N_CHUNKS), np.array_split(actual, N_CHUNKS))]
    print(flight, np.round(errs, 3))
