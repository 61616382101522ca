import numpy as np
import jax

from sweep_config import SWEEP, EPOCHS
from trainer import start_trial, epoch_update


def creep_dataset(n=200, seed=0):
    """Concrete creep coefficient vs. age at loading, humidity, w/c, fck, duration (normalised)."""
    rng = np.random.default_rng(seed)
    x = rng.uniform(0, 1, (n, 5)).astype(np.float32)
    y = (2.5 * (1 - 0.5 * x[:, 0]) * (1 - 0.4 * x[:, 1]) * (0.7 + 0.6 * x[:, 2])
         * np.log1p(5 * x[:, 4]) / np.log(6) + rng.normal(0, 0.05, n))
    return x, y.astype(np.float32)


def main():
    x, y = creep_dataset()
    for i, hp in enumerate(SWEEP):
        params, opt_state = start_trial(jax.random.PRNGKey(i), hp)
        for _ in range(EPOCHS):
            params, opt_state, loss = epoch_update(params, opt_state, x, y)
        print(f"trial {i} {hp}: final mse {float(loss):.4f}")


if __name__ == "__main__":
    main()
