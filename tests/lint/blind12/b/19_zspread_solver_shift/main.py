import jax.numpy as jnp
import numpy as np

from bonds import price_and_duration


def bond_schedule(coupon, maturity, freq=2):
    times = np.arange(1, int(maturity * freq) + 1, dtype=np.float32) / freq
    cfs = np.full_like(times, 100.0 * coupon / freq)
    cfs[-1] += 100.0
    return jnp.asarray(cfs), jnp.asarray(times)


def solve_z_spread(market_price, cashflows, times, zero_rates, tol=1e-5, max_iter=8):
    spread = 0
    for it in range(max_iter):
        p, dp = price_and_duration(cashflows, times, zero_rates, spread)
        err = float(p) - market_price
        if abs(err) < tol:
            break
        spread = float(spread - err / float(dp))
    return spread, it


if __name__ == "__main__":
    cfs, times = bond_schedule(coupon=0.045, maturity=7)
    zero = 0.03 + 0.002 * jnp.log1p(times)
    z, iters = solve_z_spread(97.25, cfs, times, zero)
    print(f"z-spread {z * 1e4:.1f} bp after {iters} iterations")
