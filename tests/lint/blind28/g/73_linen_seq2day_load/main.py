import numpy as np
import jax

from data import WindowDataset, batches
from model import create_state, train_step


def main():
    rng = np.random.default_rng(140)
    t = np.arange(24 * 40)
    load = 1 + 0.3 * np.sin(2 * np.pi * t / 24) + 0.1 * np.sin(2 * np.pi * t / 168) + 0.03 * rng.standard_normal(t.size)
    X, Y = WindowDataset(load).arrays()
    state = create_state(jax.random.PRNGKey(0), X.shape[1])
    for epoch in range(3):
        for xb, yb in batches(X, Y, 100, rng):
            state, l = train_step(state, xb, yb)
        print(epoch, len(X), float(l))


if __name__ == "__main__":
    main()
