import jax
import jax.numpy as jnp

from topology import FEEDER_SIZES, feeder_profiles


@jax.jit
def coincidence(profiles):
    feeder_peak = jnp.max(jnp.sum(profiles, axis=0))
    sum_of_peaks = jnp.sum(jnp.max(profiles, axis=1))
    return feeder_peak / sum_of_peaks


def main():
    for k, feeder in enumerate(FEEDER_SIZES):
        cf = coincidence(feeder_profiles(feeder, seed=k))
        print(f"{feeder}: coincidence factor {float(cf):.3f}")


if __name__ == "__main__":
    main()
