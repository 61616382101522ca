import jax
import jax.numpy as jnp
import numpy as np

from qc import mito_cutoff


@jax.jit
def filter_and_normalize(counts, mito_counts, cutoff):
    total = counts.sum(axis=1)
    frac = mito_counts / jnp.maximum(total + mito_counts, 1.0)
    keep = frac < cutoff
    norm = jnp.log1p(counts / jnp.maximum(total[:, None], 1.0) * 1e4)
    return norm * keep[:, None], keep.sum()


def main():
    rng = np.random.default_rng(0)
    for sample, n_cells in enumerate([150, 256, 180, 256, 256]):
        counts = np.zeros((256, 50), np.float32)
        mito = np.zeros(256, np.float32)
        counts[:n_cells] = rng.poisson(2.0, size=(n_cells, 50))
        mito[:n_cells] = rng.poisson(10.0, size=n_cells)
        frac = mito[:n_cells] / (counts[:n_cells].sum(1) + mito[:n_cells])
        cutoff = mito_cutoff(frac)
        _, kept = filter_and_normalize(counts, mito, cutoff)
        print(sample, n_cells, round(float(cutoff), 3), int(kept))


if __name__ == "__main__":
    main()
