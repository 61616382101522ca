import itertools

import jax
import numpy as np

from surrogate import create_state, eval_loss, train_step

LEARNING_RATES = [1e-2, 3e-3]
WEIGHT_DECAYS = [0.0, 1e-4]
EPOCHS = 3


def damped_oscillator_dataset(n=128, seed=0):
    """Samples (zeta, t) -> x(t) of an underdamped oscillator with x(0)=1, x'(0)=0."""
    rng = np.random.default_rng(seed)
    zeta = rng.uniform(0.05, 0.5, n)
    t = rng.uniform(0.0, 5.0, n)
    wd = np.sqrt(1 - zeta ** 2)
    x = np.exp(-zeta * t) * (np.cos(wd * t) + zeta / wd * np.sin(wd * t))
    return np.stack([zeta, t], 1).astype(np.float32), x.astype(np.float32)


def main():
    inputs, targets = damped_oscillator_dataset()
    x_tr, y_tr, x_va, y_va = inputs[:96], targets[:96], inputs[96:], targets[96:]
    results = {}
    for lr, wd in itertools.product(LEARNING_RATES, WEIGHT_DECAYS):
        state = create_state(jax.random.PRNGKey(0), lr, wd)
        for _ in range(EPOCHS):
            state, _ = train_step(state, x_tr, y_tr)
        results[(lr, wd)] = float(eval_loss(state, x_va, y_va))
        print(f"lr={lr:g} wd={wd:g}: val mse {results[(lr, wd)]:.4f}")
    best = min(results, key=results.get)
    print("best:", best)


if __name__ == "__main__":
    main()
