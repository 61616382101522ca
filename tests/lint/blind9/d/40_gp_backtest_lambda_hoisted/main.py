import jax
import jax.numpy as jnp
import numpy as np

from gp import posterior

TRAIN_LEN, HORIZON, N_WINDOWS = 48, 6, 6

forecast = jax.jit(lambda t_tr, y_tr, t_te: posterior(t_tr, y_tr, t_te))


def river_level(n=110, seed=3):
    rng = np.random.default_rng(seed)
    t = np.arange(n, dtype=np.float32)
    y = np.cumsum(0.3 * rng.standard_normal(n)) + np.sin(2 * np.pi * t / 30)
    return t, y.astype(np.float32)


def main():
    t, y = river_level()
    coverage, errors = [], []
    for w in range(N_WINDOWS):
        s = w * HORIZON
        tr, te = slice(s, s + TRAIN_LEN), slice(s + TRAIN_LEN, s + TRAIN_LEN + HORIZON)
        mean, var = forecast(t[tr], y[tr], t[te])
        sd = np.sqrt(np.maximum(np.asarray(var), 1e-9))
        errors.append(np.mean(np.abs(np.asarray(mean) - y[te])))
        coverage.append(np.mean(np.abs(np.asarray(mean) - y[te]) < 2 * sd))
    print("MAE:", np.round(errors, 3), "95% coverage:", np.round(np.mean(coverage), 2))


if __name__ == "__main__":
    main()
