import itertools

import numpy as np
import optax
from flax import nnx

from model import WideAndDeep
from train import fit

NUM_FEATURES, BATCH = 12, 32


def make_batches(rng, n=2):
    w = rng.normal(size=NUM_FEATURES)
    out = []
    for _ in range(n):
        x = rng.normal(size=(BATCH, NUM_FEATURES)).astype(np.float32)
        out.append((x, (x @ w > 0).astype(np.float32)))
    return out


def main():
    rng = np.random.default_rng(0)
    batches = make_batches(rng)
    results = {}
    for lr, b1 in itertools.product((1e-3, 1e-2), (0.8, 0.9)):
        model = WideAndDeep(NUM_FEATURES, 16, rngs=nnx.Rngs(0))
        results[(lr, b1)] = fit(model, optax.adam(lr, b1=b1), batches)
    print({k: round(v, 4) for k, v in results.items()})


if __name__ == "__main__":
    main()
