import jax
import jax.numpy as jnp
import numpy as np

from topology import FEEDER_SIZES, feeder_profiles

BUCKETS = (32, 64)


def pad_to_bucket(profiles):
    n = profiles.shape[0]
    size = next(b for b in BUCKETS if b >= n)
    out = np.zeros((size, profiles.shape[1]), dtype=np.float32)
    out[:n] = profiles
    return out


@jax.jit
def coincidence(profiles):
    feeder_peak = jnp.max(jnp.sum(profiles, axis=0))
    sum_of_peaks = jnp.sum(jnp.max(profiles, axis=1))
    return feeder_peak / sum_of_peaks


def main():
    for k, feeder in enumerate(FEEDER_SIZES):
        cf = coincidence(pad_to_bucket(feeder_profiles(feeder, seed=k)))
        print(f"{feeder}: coincidence factor {float(cf):.3f}")


if __name__ == "__main__":
    main()
