import numpy as np
import jax
import jax.numpy as jnp

# Basquin S-N curve parameters for a welded steel detail (FAT 71-ish)
SN_C = 2.0e12
SN_M = 3.0


@jax.jit
def miner_damage(stress_ranges, counts, load_factor):
    s = stress_ranges * load_factor
    cycles_to_failure = SN_C / jnp.power(s, SN_M)
    return jnp.sum(counts / cycles_to_failure)


def histogram_from_gauge(seed=3, n_bins=24):
    rng = np.random.default_rng(seed)
    ranges = np.linspace(10.0, 120.0, n_bins).astype(np.float32)
    counts = (1e6 * np.exp(-ranges / 25.0) * rng.uniform(0.8, 1.2, n_bins)).astype(np.float32)
    return jnp.asarray(ranges), jnp.asarray(counts)


def main():
    ranges, counts = histogram_from_gauge()
    # traffic growth scenarios from the assessment brief
    scenarios = [1, 1.1, 1.25, 1.5, 2, 3]
    for lf in scenarios:
        d = miner_damage(ranges, counts, lf)
        print(f"load factor {lf}: annual damage {float(d):.3e}, life {1.0 / float(d):.1f} yr")


if __name__ == "__main__":
    main()
