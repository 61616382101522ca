"""Expanding-window cross-validation of an MLP forecaster."""
import jax
import numpy as np

from train import create_state, eval_step, train_step

N_LAGS = 8
FOLD_SIZE = 40
N_FOLDS = 4
EPOCHS = 3


def lagged(series, n_lags):
    idx = np.arange(n_lags)[None, :] + np.arange(len(series) - n_lags)[:, None]
    return series[idx].astype(np.float32), series[n_lags:].astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    t = np.arange(N_LAGS + FOLD_SIZE * (N_FOLDS + 1))
    series = np.sin(t / 5.0) + 0.1 * rng.normal(size=t.shape)
    x, y = lagged(series, N_LAGS)
    key = jax.random.PRNGKey(0)
    maes = []
    for fold in range(N_FOLDS):
        train_end = FOLD_SIZE * (fold + 1)
        # fixed-size training window ending at the fold boundary
        x_tr, y_tr = x[train_end - FOLD_SIZE:train_end], y[train_end - FOLD_SIZE:train_end]
        x_va, y_va = x[train_end:train_end + FOLD_SIZE], y[train_end:train_end + FOLD_SIZE]
        key, init_key = jax.random.split(key)
        state = create_state(init_key, N_LAGS, lr=1e-2)
        for _ in range(EPOCHS):
            state, loss = train_step(state, x_tr, y_tr)
        maes.append(float(eval_step(state, x_va, y_va)))
        print(f"fold {fold}: train loss {float(loss):.4f} val MAE {maes[-1]:.4f}")
    print(f"mean MAE {np.mean(maes):.4f}")


if __name__ == "__main__":
    main()
