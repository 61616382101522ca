import jax
import numpy as np
import optax

from model import TwoTower
from train import create_state, eval_loss, train_step

USER_DIM, ITEM_DIM, BATCH = 12, 20, 32
NUM_FOLDS = 4


def make_folds(rng, n_folds, batches_per_fold=3):
    folds = []
    for _ in range(n_folds):
        folds.append([(rng.normal(size=(BATCH, USER_DIM)).astype(np.float32),
                       rng.normal(size=(BATCH, ITEM_DIM)).astype(np.float32))
                      for _ in range(batches_per_fold)])
    return folds


def main():
    rng = np.random.default_rng(0)
    model = TwoTower()
    init_params = model.init(jax.random.PRNGKey(0), np.zeros((1, USER_DIM), np.float32),
                             np.zeros((1, ITEM_DIM), np.float32))["params"]
    tx = optax.adamw(3e-3, weight_decay=1e-4)
    folds = make_folds(rng, NUM_FOLDS)
    scores = []
    for k in range(NUM_FOLDS):
        state = create_state(model, init_params, tx)
        for j, (users, items) in enumerate(b for i, f in enumerate(folds) if i != k for b in f):
            if j >= 3:
                break
            state, _ = train_step(state, users, items)
        held_u, held_i = folds[k][0]
        scores.append(float(eval_loss(state, held_u, held_i)))
    print("cv losses", [round(s, 3) for s in scores], "mean", np.mean(scores))


if __name__ == "__main__":
    main()
