import time

import numpy as np

from health import healthy, warm_up
from model import init_classifier, predict_proba

BATCH, N_IN, N_CLASSES = 16, 12, 4
SERVING_TEMPERATURE = 0.7


def main():
    params = init_classifier(0, N_IN, N_CLASSES)
    print(f"warm-up took {warm_up(params, BATCH, N_IN) * 1e3:.1f} ms, healthy={healthy(params, BATCH, N_IN)}")
    rng = np.random.default_rng(0)
    for i in range(5):
        batch = rng.normal(size=(BATCH, N_IN)).astype(np.float32)
        t0 = time.perf_counter()
        probs = predict_proba(params, batch, temperature=SERVING_TEMPERATURE)
        probs.block_until_ready()
        print(f"batch {i}: {1e3 * (time.perf_counter() - t0):.1f} ms, argmax={np.asarray(probs).argmax(-1)[:4]}")


if __name__ == "__main__":
    main()
