import jax
import jax.numpy as jnp
import numpy as np

from stays import daily_bookings


@jax.jit
def net_revenue(nights, rate, cancelled):
    keep = ~cancelled
    rev = jnp.where(keep, nights * rate, 0.0)
    n_kept = keep.sum()
    return rev.sum(), rev.sum() / jnp.maximum(n_kept, 1), n_kept


def main():
    rng = np.random.default_rng(0)
    for day in range(10):
        nights, rate, cancelled = daily_bookings(rng)
        total, per_booking, kept = net_revenue(nights, rate, cancelled)
        print(day, int(kept), round(float(total)), round(float(per_booking), 1))


if __name__ == "__main__":
    main()
