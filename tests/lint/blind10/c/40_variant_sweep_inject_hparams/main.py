import itertools

import jax
import numpy as np

from model import CTRTower
from train import create_state, train_step

LEARNING_RATES = (3e-3, 1e-2)
WEIGHT_DECAYS = (0.0, 1e-4)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(256, 12)).astype(np.float32)
    y = (x[:, :3].sum(-1) > 0).astype(np.float32)
    model = CTRTower()
    results = {}
    for lr, wd in itertools.product(LEARNING_RATES, WEIGHT_DECAYS):
        state = create_state(model, jax.random.PRNGKey(0), x[:1], lr, wd)
        for _ in range(3):
            state, loss = train_step(state, x, y)
        results[(lr, wd)] = float(loss)
        print(f"lr={lr:g} wd={wd:g} loss={float(loss):.4f}")
    print("best", min(results, key=results.get))


if __name__ == "__main__":
    main()
