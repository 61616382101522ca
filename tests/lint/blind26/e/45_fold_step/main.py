import equinox as eqx
import jax
import numpy as np

from model import build_model
from train import opt, fold_step

rng = np.random.default_rng(24)
X = rng.normal(size=(200, 9)).astype(np.float32)  # jump, sprint, strength test battery
y = (X[:, :3].sum(1) + 0.3 * rng.normal(size=200)).astype(np.float32)  # 1-RM squat (z)
folds = np.array_split(np.arange(200), 5)

for k, test_idx in enumerate(folds):
    train_idx = np.setdiff1d(np.arange(200), test_idx)
    model = build_model(jax.random.PRNGKey(k))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for it in range(20):
        model, opt_state, l = fold_step(model, opt_state, X[train_idx], y[train_idx])
    print("fold", k, "train mse", round(float(l), 4))
