import jax
import numpy as np

from model import FamilyHead, N_IMPORTS, N_FAMILIES
from train import fit


def import_batches(rng, n, batch=32):
    for _ in range(n):
        x = (rng.random((batch, N_IMPORTS)) < 0.1).astype(np.float32)
        y = rng.integers(0, N_FAMILIES, size=batch).astype(np.int32)
        yield x, y


def main():
    rng = np.random.default_rng(0)
    model = FamilyHead(jax.random.PRNGKey(0))
    model, loss = fit(model, import_batches(rng, 5))
    print(float(loss))


if __name__ == "__main__":
    main()
