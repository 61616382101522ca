import jax
import jax.numpy as jnp
import numpy as np

from train import fit_step, heldout_nll, init_params, optimizer

N_FOLDS = 4


def default_data(n=400, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 6)).astype(np.float32)
    logits = x @ np.array([1.0, -0.5, 0.0, 0.3, 0.0, 0.8]) - 1.0
    y = (rng.random(n) < 1 / (1 + np.exp(-logits))).astype(np.float32)
    return x, y


def main():
    x, y = default_data()
    folds = np.array_split(np.random.default_rng(1).permutation(len(y)), N_FOLDS)
    scores = []
    for k, held in enumerate(folds):
        train_idx = np.concatenate([f for j, f in enumerate(folds) if j != k])
        params = init_params(jax.random.PRNGKey(k), x.shape[1])
        opt_state = optimizer.init(params)
        for _ in range(5):
            params, opt_state, _ = fit_step(params, opt_state, x[train_idx], y[train_idx])
        scores.append(float(heldout_nll(params, x[held], y[held])))
    print("held-out NLL per fold:", np.round(scores, 4))


if __name__ == "__main__":
    main()
