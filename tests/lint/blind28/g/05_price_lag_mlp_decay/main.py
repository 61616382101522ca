import numpy as np
import jax
import jax.numpy as jnp

from config import TrainConfig
from train import init, step


def windows(series, n_lags):
    X = np.lib.stride_tricks.sliding_window_view(series[:-1], n_lags)
    y = series[n_lags:]
    return X.astype(np.float32), y.astype(np.float32)


def main():
    cfg = TrainConfig()
    rng = np.random.default_rng(11)
    t = np.arange(24 * 21)
    price = 0.4 + 0.2 * np.sin(2 * np.pi * t / 24) + 0.05 * rng.standard_normal(t.size)
    X, y = windows(price, cfg.n_lags)
    n = (len(X) // cfg.batch_size) * cfg.batch_size
    X, y = X[:n], y[:n]
    params = init(jax.random.PRNGKey(0), cfg)
    for epoch in range(cfg.epochs):
        lr = jnp.float32(cfg.base_lr * cfg.decay ** epoch)
        for s in range(0, n, cfg.batch_size):
            params, l = step(cfg, params, X[s:s + cfg.batch_size], y[s:s + cfg.batch_size], lr)
        print(epoch, float(l))


if __name__ == "__main__":
    main()
