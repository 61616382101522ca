import numpy as np
import jax
import jax.numpy as jnp

SN_LOG_A = 12.48   # log10 intercept, detail category 90
SN_M = 3.0
CAFL = 52.0        # constant amplitude fatigue limit [MPa]


@jax.jit
def accumulate_damage(damage, stress_ranges, counts):
    n_allow = 10.0 ** SN_LOG_A / stress_ranges ** SN_M
    # below CAFL use slope m+2 (Haibach)
    n_allow_low = 10.0 ** SN_LOG_A / CAFL ** SN_M * (CAFL / stress_ranges) ** (SN_M + 2)
    n = jnp.where(stress_ranges >= CAFL, n_allow, n_allow_low)
    return damage + jnp.sum(counts / n)


def weekly_spectrum(rng):
    ranges = np.linspace(15, 150, 28, dtype=np.float32)
    counts = rng.poisson(4e4 * np.exp(-ranges / 18.0)).astype(np.float32)
    return ranges, counts


def main():
    rng = np.random.default_rng(12)
    damage = 0.0
    for week in range(1, 11):
        ranges, counts = weekly_spectrum(rng)
        damage = accumulate_damage(damage, ranges, counts)
        print(f"week {week:2d}: cumulative Miner sum {float(damage):.3e}")
    print(f"projected life {10 / float(damage) / 52:.1f} years")


if __name__ == "__main__":
    main()
