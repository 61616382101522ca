import jax
import jax.numpy as jnp

from loader import GateLogLoader


@jax.jit
def peak_half_hours(counts, k_frac):
    station_total = counts.sum(axis=0)
    thresh = jnp.quantile(station_total, 1.0 - k_frac)
    return station_total >= thresh


def main():
    for day, counts in GateLogLoader(days=9):
        peaks = peak_half_hours(counts, 0.1)
        print(day, jnp.nonzero(peaks)[0].tolist())


if __name__ == "__main__":
    main()
