import itertools

import jax
import numpy as np

from calib import create_state, train_step

N_SEGMENTS = 6


def click_logs(n, seed=0):
    rng = np.random.default_rng(seed)
    segment = rng.integers(0, N_SEGMENTS, size=n).astype(np.int32)
    logits = rng.normal(size=n).astype(np.float32)
    true_p = 1 / (1 + np.exp(-(0.6 * logits - 0.3 + 0.1 * segment)))
    clicks = (rng.random(n) < true_p).astype(np.float32)
    return logits, segment, clicks


def main():
    logits, segment, clicks = click_logs(2048)
    results = {}
    for lr, l2 in itertools.product([0.05, 0.1], [0.0, 1e-3]):
        state = create_state(jax.random.PRNGKey(0), N_SEGMENTS, lr)
        for _ in range(3):
            state, loss = train_step(state, logits, segment, clicks, l2)
        results[(lr, l2)] = float(loss)
        print(f"lr={lr} l2={l2} loss={float(loss):.4f}")
    print("best:", min(results, key=results.get))


if __name__ == "__main__":
    main()
