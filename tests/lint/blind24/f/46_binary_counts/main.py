import jax
import jax.numpy as jnp

from reader import MastArchive

GAIN_UE_PER_COUNT = 0.0625


@jax.jit
def base_moment_stats(counts):
    eps = counts * GAIN_UE_PER_COUNT
    eps = eps - jnp.mean(eps)
    # stress range proxy and zero-crossing count for vortex-shedding check
    crossings = jnp.sum(jnp.sign(eps[1:]) != jnp.sign(eps[:-1]))
    return jnp.max(eps) - jnp.min(eps), crossings


def main():
    archive = MastArchive([("M01", "<i2"), ("M02", "<i4"), ("M03", "<i2"), ("M04", "<i4"), ("M05", "<i4")])
    for name, counts in archive:
        rng_ue, zc = base_moment_stats(counts)
        print(f"{name}: strain range {float(rng_ue):7.1f} ue, zero crossings {int(zc)}")


if __name__ == "__main__":
    main()
