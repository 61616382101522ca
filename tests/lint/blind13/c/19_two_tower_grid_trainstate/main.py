import itertools

import jax
import numpy as np

from model import TwoTower
from train import create_state, train_step

USER_DIM, ITEM_DIM, BATCH = 12, 20, 32
LEARNING_RATES = (1e-3, 3e-3)
WEIGHT_DECAYS = (0.0, 1e-4)


def interaction_batches(rng, n):
    for _ in range(n):
        yield (rng.normal(size=(BATCH, USER_DIM)).astype(np.float32),
               rng.normal(size=(BATCH, ITEM_DIM)).astype(np.float32))


def main():
    rng = np.random.default_rng(0)
    model = TwoTower()
    init_params = model.init(jax.random.PRNGKey(0), np.zeros((1, USER_DIM), np.float32),
                             np.zeros((1, ITEM_DIM), np.float32))["params"]
    results = {}
    for lr, wd in itertools.product(LEARNING_RATES, WEIGHT_DECAYS):
        state = create_state(model, init_params, lr, wd)
        for users, items in interaction_batches(rng, 3):
            state, loss = train_step(state, users, items)
        results[(lr, wd)] = float(loss)
    best = min(results, key=results.get)
    print("sweep", results, "best", best)


if __name__ == "__main__":
    main()
