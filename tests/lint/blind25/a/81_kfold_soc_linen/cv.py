import jax
import jax.numpy as jnp
import numpy as np

from model import SoilOrganicCarbonNet

model = SoilOrganicCarbonNet()


@jax.jit
def predict_soc(params, x):
    return model.apply(params, x)


def fold_indices(n, k, seed=0):
    order = np.random.default_rng(seed).permutation(n)
    return np.array_split(order, k)


def evaluate_fold(x, y, train_idx, test_idx, seed):
    params = SoilOrganicCarbonNet().init(jax.random.PRNGKey(seed), x[:1])
    xtr, ytr = x[train_idx], y[train_idx]
    coef = np.linalg.lstsq(np.c_[xtr, np.ones(len(xtr))], ytr, rcond=None)[0]
    pred = predict_soc(params, x[test_idx])
    baseline = np.c_[x[test_idx], np.ones(len(test_idx))] @ coef
    return float(jnp.sqrt(jnp.mean((pred - y[test_idx]) ** 2))), float(np.sqrt(np.mean((baseline - y[test_idx]) ** 2)))
