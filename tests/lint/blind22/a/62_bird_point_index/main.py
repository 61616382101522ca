import jax
import jax.numpy as jnp
import numpy as np

from survey import yearly_counts


@jax.jit
def max_count_index(counts, surveyed):
    site_max = counts.max(axis=1)
    mean_log = (jnp.log1p(site_max) * surveyed).sum() / surveyed.sum()
    return jnp.exp(mean_log) - 1


def main():
    rng = np.random.default_rng(0)
    for year in range(2019, 2024):
        counts, surveyed = yearly_counts(year, rng)
        idx = max_count_index(jnp.asarray(counts), jnp.asarray(surveyed))
        print(year, round(float(idx), 2))


if __name__ == "__main__":
    main()
