import numpy as np

from data import padded_molecule_batch
from sweep import run_trial


def main():
    rng = np.random.default_rng(0)
    batches = [padded_molecule_batch(rng) for _ in range(3)]
    results = {}
    for lr in (3e-4, 1e-3, 3e-3, 1e-2):
        results[lr] = run_trial(lr, batches)
    best = min(results, key=results.get)
    print("best lr", best, results[best])


if __name__ == "__main__":
    main()
