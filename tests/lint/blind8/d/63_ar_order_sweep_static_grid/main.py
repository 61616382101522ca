import itertools

import jax.numpy as jnp
import numpy as np

from ar_fit import fit_ar

ORDERS = (2, 4)
LOSSES = ("l2", "l1")
RIDGES = (1e-3, 1e-2, 1e-1)


def load_series(n=256, seed=4):
    rng = np.random.default_rng(seed)
    x = np.zeros(n)
    for t in range(2, n):
        x[t] = 0.6 * x[t - 1] - 0.25 * x[t - 2] + rng.standard_t(5)
    return jnp.asarray(x.astype(np.float32))


def main():
    series = load_series()
    results = {}
    for order, loss, ridge in itertools.product(ORDERS, LOSSES, RIDGES):
        _, score = fit_ar(series, jnp.float32(ridge), order=order, loss=loss)
        results[(order, loss, ridge)] = float(score)
    for loss in LOSSES:
        best = min((k for k in results if k[1] == loss), key=results.get)
        print(f"best under {loss}: order={best[0]} ridge={best[2]} score={results[best]:.4f}")


if __name__ == "__main__":
    main()
