import itertools

import jax
import numpy as np

from model import PatchClassifier
from train import create_state, eval_step, train_step

LEARNING_RATES = (1e-3, 3e-3)
WEIGHT_DECAYS = (0.0, 1e-4)
STEPS_PER_RUN = 3


def main():
    rng = np.random.default_rng(0)
    images = rng.uniform(size=(32, 6, 6, 3)).astype(np.float32)
    labels = rng.integers(0, 5, size=32)
    val_images = rng.uniform(size=(32, 6, 6, 3)).astype(np.float32)
    val_labels = rng.integers(0, 5, size=32)

    model = PatchClassifier()
    results = {}
    for lr, wd in itertools.product(LEARNING_RATES, WEIGHT_DECAYS):
        key = jax.random.PRNGKey(0)
        state = create_state(model, key, images[:1], lr, wd)
        for step in range(STEPS_PER_RUN):
            key, sub = jax.random.split(key)
            state, loss = train_step(state, images, labels, sub)
        results[(lr, wd)] = float(eval_step(state, val_images, val_labels))
        print(f"lr={lr:g} wd={wd:g} loss={float(loss):.4f} val_acc={results[(lr, wd)]:.3f}")
    print("best", max(results, key=results.get))


if __name__ == "__main__":
    main()
