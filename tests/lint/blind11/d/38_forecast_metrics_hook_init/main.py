import numpy as np
import jax.numpy as jnp

from hooks import MetricsLogger
from trainer import Trainer

LAGS, BATCH = 10, 32


def make_xy(series, starts):
    x = np.stack([series[s:s + LAGS] for s in starts]).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(series[starts + LAGS].astype(np.float32))


def main():
    rng = np.random.default_rng(0)
    series = np.cumsum(rng.normal(size=600)) * 0.1
    naive_scale = float(np.abs(np.diff(series[:500])).mean())
    train_batches = [make_xy(series, rng.integers(0, 480, size=BATCH)) for _ in range(6)]
    eval_batch = make_xy(series, np.arange(500, 580))
    params = {"w": jnp.zeros(LAGS).at[-1].set(1.0), "b": jnp.zeros(())}
    Trainer(params, callbacks=[MetricsLogger(naive_scale)]).fit(train_batches, eval_batch)


if __name__ == "__main__":
    main()
