from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from survey import relabel, yearly_counts


@partial(jax.jit, static_argnames=("n_sites",))
def max_count_index(site_ids, counts, n_sites):
    site_max = jax.ops.segment_max(counts, site_ids, num_segments=n_sites)
    return jnp.exp(jnp.log1p(site_max).mean()) - 1


def main():
    rng = np.random.default_rng(0)
    for year in range(2019, 2024):
        site_ids, counts = yearly_counts(year, rng)
        dense, n_sites = relabel(site_ids)
        idx = max_count_index(jnp.asarray(dense), jnp.asarray(counts), n_sites=n_sites)
        print(year, round(float(idx), 2))


if __name__ == "__main__":
    main()
