import jax
import jax.numpy as jnp
import numpy as np

N_CHUNKS = 4


@jax.jit
def quarter_track_errors(planned, actual, valid):
    # planned/actual: (N_CHUNKS, L, 2), valid: (N_CHUNKS, L)
    d2 = jnp.sum((actual - planned) ** 2, axis=-1) * valid
    return jnp.sqrt(d2.sum(1) / valid.sum(1))


def to_chunks(a, n_chunks):
    L = -(-len(a) // n_chunks)
    pad = n_chunks * L - len(a)
    valid = np.r_[np.ones(len(a)), np.zeros(pad)].astype(np.float32).reshape(n_chunks, L)
    a = np.concatenate([a, np.zeros((pad,) + a.shape[1:], a.dtype)])
    return a.reshape(n_chunks, L, *a.shape[1:]), valid


rng = np.random.default_rng(113)
for flight in range(3):
    n = 130
    planned = np.cumsum(rng.normal(0, 1, (n, 2)), axis=0).astype(np.float32)
    actual = planned + rng.normal(0, 0.3, (n, 2)).astype(np.float32)
    p, valid = to_chunks(planned, N_CHUNKS)
    a, _ = to_chunks(actual, N_CHUNKS)
    print(flight, np.round(np.asarray(quarter_track_errors(p, a, valid)), 3))
