import time

import jax
import numpy as np

from scoring import classify, init_params
from warmup import warm_up

BATCH = 8
N_FEATURES = 12


def main():
    params = init_params(jax.random.PRNGKey(0), N_FEATURES)
    t0 = time.perf_counter()
    warm_up(params, BATCH, N_FEATURES)
    print(f"warmup done in {time.perf_counter() - t0:.3f}s")

    rng = np.random.default_rng(0)
    for _ in range(4):
        batch = rng.normal(size=(BATCH, N_FEATURES)).astype(np.float32)
        probs = classify(params=params, features=batch)
        print("top class", np.asarray(probs).argmax(-1)[:4])


if __name__ == "__main__":
    main()
