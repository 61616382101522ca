import jax
import numpy as np

from train import create_state, train_step

LAGS = 6
N_FOLDS = 4

rng = np.random.default_rng(0)
series = np.cumsum(rng.normal(size=200)).astype(np.float32)
X = np.stack([series[i:i + LAGS] for i in range(len(series) - LAGS)])
y = series[LAGS:]

fold_size = 40
for fold in range(N_FOLDS):
    # expanding-window CV: always train on the 40 points before the validation block
    end = fold_size * (fold + 1)
    xtr, ytr = X[end - fold_size:end], y[end - fold_size:end]
    state = create_state(jax.random.PRNGKey(fold), LAGS, lr=1e-3)
    for _ in range(3):
        state, loss = train_step(state, xtr, ytr)
    print(f"fold {fold}: loss {float(loss):.3f}")
