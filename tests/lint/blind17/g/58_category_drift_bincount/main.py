import jax
import jax.numpy as jnp
import numpy as np

from counts import category_frequencies


@jax.jit
def entropy_shift(baseline_freqs, live_freqs):
    h_base = -jnp.sum(baseline_freqs * jnp.log(baseline_freqs + 1e-9))
    h_live = -jnp.sum(live_freqs * jnp.log(live_freqs + 1e-9))
    return h_live - h_base


def main():
    rng = np.random.default_rng(0)
    n_categories = 12
    baseline = category_frequencies(rng.integers(0, n_categories, size=500), n_categories)
    for hour in range(5):
        active = n_categories - 2 * hour
        live_codes = rng.integers(0, active, size=60)
        shift = entropy_shift(baseline, category_frequencies(live_codes, n_categories))
        print(hour, round(float(shift), 4))


if __name__ == "__main__":
    main()
