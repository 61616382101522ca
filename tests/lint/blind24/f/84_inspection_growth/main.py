import jax
import jax.numpy as jnp

from inspections import RECORDS

CRITICAL_MM = 40.0


@jax.jit
def growth_update(prev, current, years):
    rate = (current - prev) / years
    remaining = jnp.where(rate > 0, (CRITICAL_MM - current) / jnp.maximum(rate, 1e-6), jnp.inf)
    return rate, jnp.min(remaining)


def main():
    prev = None
    for date, lengths in RECORDS:
        current = jnp.asarray(lengths)
        if prev is not None:
            rate, rem = growth_update(prev, current, 1.0)
            print(f"{date}: max growth {float(rate.max()):.2f} mm/yr, earliest critical in {float(rem):.1f} yr")
        prev = current


if __name__ == "__main__":
    main()
