import collections

import jax
import numpy as np

from model import ServiceScanScorer, refresh_priors, classify, SERVICES


def main():
    rng = np.random.default_rng(0)
    model = ServiceScanScorer(8, jax.random.PRNGKey(0))
    counts = collections.Counter({s: 0 for s in SERVICES})
    for hour in range(4):
        x = rng.normal(size=(30, 8)).astype(np.float32)
        pred = np.asarray(classify(model, x))
        counts.update(SERVICES[i] for i in pred)
        counts.update(["ssh"] * (hour + 1))
        model = refresh_priors(model, counts)
        print(hour, dict(counts))


if __name__ == "__main__":
    main()
