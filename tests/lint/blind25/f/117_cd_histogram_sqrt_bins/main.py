from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames=("n_bins",))
def cd_distribution(cd, lo, hi, n_bins):
    edges = jnp.linspace(lo, hi, n_bins + 1)
    counts, _ = jnp.histogram(cd, bins=edges)
    centers = 0.5 * (edges[1:] + edges[:-1])
    mode = centers[jnp.argmax(counts)]
    return counts, mode


def lot_cds(lot, rng):
    n = 200 + 25 * (lot % 4)  # sites measured depends on the sampling plan
    return jnp.asarray(rng.normal(32.0, 0.8, n), jnp.float32)


def main():
    rng = np.random.default_rng(0)
    for lot in range(8):
        cd = lot_cds(lot, rng)
        n_bins = int(np.sqrt(cd.shape[0]))  # square-root rule
        counts, mode = cd_distribution(jnp.pad(cd, (0, 300 - cd.shape[0]), constant_values=jnp.nan), 29.0, 35.0, n_bins=n_bins)
        print(f"lot {lot}: {cd.shape[0]} sites, {n_bins} bins, modal CD {float(mode):.2f} nm")


if __name__ == "__main__":
    main()
