import jax
import numpy as np

from gnn import init_params
from utils import chunks, predict_many

MAX_ATOMS = 12


def make_library(n, rng):
    x = rng.normal(size=(n, MAX_ATOMS, 6)).astype(np.float32)
    adj = (rng.random((n, MAX_ATOMS, MAX_ATOMS)) < 0.2).astype(np.float32)
    sizes = rng.integers(4, MAX_ATOMS + 1, n)
    mask = (np.arange(MAX_ATOMS)[None] < sizes[:, None]).astype(np.float32)
    return {"x": x, "adj": adj, "mask": mask}


def main():
    rng = np.random.default_rng(0)
    library = make_library(160, rng)
    params = init_params(jax.random.PRNGKey(0))
    flagged = 0
    for chunk in chunks(library, 32):
        flagged += int((predict_many(params, chunk) > 0.5).sum())
    print("flagged", flagged)


if __name__ == "__main__":
    main()
