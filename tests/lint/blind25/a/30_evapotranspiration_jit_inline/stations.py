import jax
import numpy as np

from et import hargreaves_et0


def station_et0(record):
    return jax.jit(hargreaves_et0)(record["tmin"], record["tmax"], record["ra"])


def station_records(n_stations=6, n_days=30, seed=1):
    rng = np.random.default_rng(seed)
    for s in range(n_stations):
        tmin = rng.uniform(8, 16, n_days).astype(np.float32)
        yield f"ST{s:02d}", {
            "tmin": tmin,
            "tmax": tmin + rng.uniform(8, 15, n_days).astype(np.float32),
            "ra": np.full(n_days, 38.0 + s, np.float32),
        }
