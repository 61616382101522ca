import itertools

import jax
import jax.numpy as jnp
import numpy as np

from train import create_state, eval_mse, train_step

N_LAGS = 8


def make_windows(series, n_lags):
    idx = np.arange(len(series) - n_lags)[:, None] + np.arange(n_lags)
    return jnp.asarray(series[idx], dtype=jnp.float32), jnp.asarray(series[n_lags:], dtype=jnp.float32)


def main():
    rng = np.random.default_rng(0)
    t = np.arange(300)
    load = np.sin(2 * np.pi * t / 24) + 0.3 * np.sin(2 * np.pi * t / 168) + 0.1 * rng.normal(size=t.size)
    x, y = make_windows(load, N_LAGS)
    x_tr, y_tr, x_va, y_va = x[:220], y[:220], x[220:], y[220:]

    results = {}
    for lr, wd in itertools.product([1e-3, 3e-3], [0.0, 1e-4]):
        state = create_state(jax.random.PRNGKey(0), N_LAGS, lr, wd)
        for _ in range(3):
            state, _ = train_step(state, x_tr, y_tr)
        results[(lr, wd)] = float(eval_mse(state, x_va, y_va))
    best = min(results, key=results.get)
    print("val mse by (lr, wd):", {k: round(v, 4) for k, v in results.items()})
    print("best", best)


if __name__ == "__main__":
    main()
