import numpy as np
import jax

from model import GRUForecaster
from train import fit

CONTEXT, BATCH = 12, 8


def make_batches(series, n_batches, rng):
    for _ in range(n_batches):
        starts = rng.integers(0, len(series) - CONTEXT - 1, size=BATCH)
        x = np.stack([series[s:s + CONTEXT] for s in starts])
        y = series[starts + CONTEXT]
        yield x.astype(np.float32), y.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    series = np.sin(np.arange(500) / 7.0) + 0.1 * rng.normal(size=500)
    model = GRUForecaster(hidden=8, key=jax.random.PRNGKey(0))
    model = fit(model, make_batches(series, 6, rng))
    print("done after", model.updates_seen, "updates")


if __name__ == "__main__":
    main()
