"""Online AR(4) forecaster for a drifting load series, updated chunk by chunk."""
import dataclasses

import jax.numpy as jnp
import numpy as np

from rls import RecursiveLeastSquares, rls_update

ORDER = 4
CHUNK = 32


def lagged_chunk(series, start, order, size):
    idx = start + np.arange(size)[:, None] - np.arange(1, order + 1)[None, :]
    return series[idx].astype(np.float32), series[start:start + size].astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    t = np.arange(ORDER + CHUNK * 6)
    drift = np.linspace(0.5, 1.5, len(t))
    series = np.sin(drift * t / 3.0) + 0.05 * rng.normal(size=len(t))
    model = RecursiveLeastSquares.create(ORDER)
    for start in range(ORDER, len(series) - CHUNK + 1, CHUNK):
        x, y = lagged_chunk(series, start, ORDER, CHUNK)
        x, y = jnp.asarray(x), jnp.asarray(y)
        err = float(jnp.mean(jnp.abs(model.predict(x) - y)))
        model = rls_update(model, x, y)
        model = dataclasses.replace(model, n_updates=model.n_updates + 1)
        print(f"chunk {model.n_updates}: pre-update MAE {err:.3f}")


if __name__ == "__main__":
    main()
