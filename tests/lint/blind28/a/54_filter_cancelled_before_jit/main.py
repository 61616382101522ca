import jax
import jax.numpy as jnp
import numpy as np

from stays import daily_bookings, realized


@jax.jit
def realized_revenue_stats(nights, rate):
    rev = nights * rate
    return rev.sum(), jnp.median(rate), jnp.percentile(rev, 90)


def main():
    rng = np.random.default_rng(0)
    for day in range(10):
        nights, rate = realized(*daily_bookings(rng))
        total, med, p90 = realized_revenue_stats(nights, rate)
        print(day, len(nights), round(float(total)), round(float(med), 1), round(float(p90), 1))


if __name__ == "__main__":
    main()
