import jax.numpy as jnp
import numpy as np

from callbacks import ValidationMonitor
from steps import mae, sgd

LAGS = 12


def windowed(series):
    idx = np.arange(LAGS)[None, :] + np.arange(len(series) - LAGS)[:, None]
    return series[idx].astype(np.float32), series[LAGS:].astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    t = np.arange(600)
    flow = np.sin(2 * np.pi * t / 48) + 0.5 * np.sin(2 * np.pi * t / 336) + 0.1 * rng.standard_normal(t.size)
    Xtr, ytr = windowed(flow[:300])
    Xva, yva = windowed(flow[300:])
    params = {"w": jnp.zeros(LAGS), "b": jnp.zeros(())}
    monitor = ValidationMonitor(Xva, yva)
    for step in range(6):
        params = sgd(params, Xtr, ytr)
        print(f"step {step} train MAE {float(mae(params, Xtr, ytr)):.4f}")
        monitor(step, params)


if __name__ == "__main__":
    main()
