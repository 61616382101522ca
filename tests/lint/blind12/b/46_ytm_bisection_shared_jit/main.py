import functools

import jax
import jax.numpy as jnp
import numpy as np

from rootfind import bisect

TIMES = jnp.arange(1, 21, dtype=jnp.float32) / 2  # semi-annual, 10y


@jax.jit
def price_gap(y, coupons, times, target):
    cfs = coupons.at[-1].add(100.0)
    return jnp.sum(cfs * jnp.exp(-y * times)) - target


def load_quotes(n, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        coupon = rng.uniform(0.01, 0.06)
        yield f"BOND{i:02d}", jnp.full(TIMES.shape, 100 * coupon / 2), float(rng.uniform(90, 110))


if __name__ == "__main__":
    for name, coupons, clean in load_quotes(6):
        objective = functools.partial(price_gap, coupons=coupons, times=TIMES, target=clean)
        ytm = bisect(objective, 0.0, 0.2, tol=1e-4)
        print(f"{name}: price {clean:.2f} ytm {ytm * 100:.3f}%")
