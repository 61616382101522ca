import numpy as np

BREEDS = ["holstein", "jersey", "brown swiss", "ayrshire", "guernsey", "montbeliarde"]


def sale_batches(n_batches=6, seed=83):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        present = rng.choice(len(BREEDS), size=int(rng.integers(3, 7)), replace=False)
        breed = rng.choice(present, size=40)
        codes = np.unique(breed, return_inverse=True)[1].astype(np.int32)
        price = rng.normal(1800, 300, size=40).astype(np.float32)
        yield codes, len(present), price
