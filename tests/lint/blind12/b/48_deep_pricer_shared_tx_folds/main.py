import jax
import numpy as np
import optax

from surrogate import PricerMLP, make_dataset
from train import create_state, train_step

N_FOLDS = 5

if __name__ == "__main__":
    X, y = make_dataset(1000)
    folds = np.array_split(np.random.default_rng(1).permutation(len(X)), N_FOLDS)
    model = PricerMLP()
    tx = optax.adam(1e-3)
    scores = []
    for k in range(N_FOLDS):
        train_idx = np.concatenate([f for j, f in enumerate(folds) if j != k])
        params = model.init(jax.random.PRNGKey(k), X[:2])["params"]
        state = create_state(model, params, tx)
        for _ in range(3):
            state, loss = train_step(state, X[train_idx], y[train_idx])
        scores.append(float(loss))
    print("fold losses", np.round(scores, 5))
