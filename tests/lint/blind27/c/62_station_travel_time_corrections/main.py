import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def station_corrections(residuals, station_idx, n_weights):
    sums = jnp.zeros(12).at[station_idx].add(residuals * n_weights)
    cnt = jnp.zeros(12).at[station_idx].add(n_weights)
    return sums / jnp.maximum(cnt, 1.0)


def picks_from_db(rng, n):
    idx = rng.integers(0, 12, n)
    return rng.normal(0, 0.2, n).astype(np.float32), idx, np.ones(n, np.float32)


def picks_from_csv(rng, n):
    idx = np.array([str(i) for i in rng.integers(0, 12, n)]).astype(np.int32)
    return rng.normal(0, 0.2, n).astype(np.float32), idx, np.ones(n, np.float32)


rng = np.random.default_rng(62)
for src in (picks_from_db, picks_from_csv, picks_from_db, picks_from_csv):
    r, idx, w = src(rng, 200)
    print(src.__name__, idx.dtype, np.round(np.asarray(station_corrections(r, idx, w))[:4], 3))
