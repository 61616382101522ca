import numpy as np
import jax
import jax.numpy as jnp

from backtest import expanding_folds

rng = np.random.default_rng(0)
n_days = 45
h = np.arange(n_days * 24)
feats = np.stack([np.sin(2 * np.pi * h / 24), np.cos(2 * np.pi * h / 24), ((h // 24) % 7 < 5).astype(float),
                  8 + 6 * np.sin(2 * np.pi * h / (24 * 30))], 1).astype(np.float32)
load = (feats @ np.array([30.0, -10.0, 40.0, -2.0]) + 150 + rng.normal(0, 5, len(h))).astype(np.float32)


@jax.jit
def fit_ridge(x, y):
    xb = jnp.concatenate([x, jnp.ones((x.shape[0], 1))], 1)
    return jnp.linalg.solve(xb.T @ xb + 1e-2 * jnp.eye(xb.shape[1]), xb.T @ y)


for tr, te in expanding_folds(n_days):
    w = fit_ridge(feats[tr], load[tr])
    pred = feats[te] @ np.asarray(w[:-1]) + float(w[-1])
    print(len(tr) // 24, round(float(np.sqrt(np.mean((pred - load[te]) ** 2))), 2))
