import numpy as np

from activation import activities_for_batch

# NAA targets: Na-23, Mn-55, Co-59, Au-197
TARGETS = {
    "molar_mass": [22.99, 54.94, 58.93, 196.97],
    "abundance": [1.0, 1.0, 1.0, 1.0],
    "sigma": [0.53, 13.3, 37.2, 98.7],
    "half_life": [53852.0, 9284.0, 1.663e8, 232770.0],
}


def sample_batches(n_batches=5, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        b = {k: np.asarray(v, np.float32) for k, v in TARGETS.items()}
        b["mass"] = rng.uniform(1e-4, 1e-2, 4).astype(np.float32)
        yield b


def main():
    for i, batch in enumerate(sample_batches()):
        a = activities_for_batch(batch, 1e12, 3600.0)
        print(f"capsule {i}: activities {np.array2string(np.asarray(a), precision=2)} Bq")


if __name__ == "__main__":
    main()
