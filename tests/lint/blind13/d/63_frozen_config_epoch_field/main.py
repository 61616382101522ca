"""Robust next-step regressor for a load series with outliers."""
import dataclasses

import jax
import jax.numpy as jnp
import numpy as np

from config import TrainConfig
from train import init, train_step


def windows(series, w):
    idx = np.arange(len(series) - w)[:, None] + np.arange(w)[None]
    return series[idx].astype(np.float32), series[w:].astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    t = np.arange(300)
    series = np.sin(t / 6.0) + 0.1 * rng.normal(size=300)
    series[rng.integers(0, 300, 10)] += 5.0
    cfg = TrainConfig()
    x, y = (jnp.asarray(a) for a in windows(series, cfg.window))
    params = init(jax.random.PRNGKey(0), cfg)
    for epoch in range(5):
        cfg = dataclasses.replace(cfg, epoch=epoch)
        params, loss = train_step(params, x, y, cfg=cfg)
        print(cfg.describe(), f"loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
