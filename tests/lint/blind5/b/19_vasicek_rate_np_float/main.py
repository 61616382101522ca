import jax.numpy as jnp
import numpy as np

from calibrate import estimate_short_rate
from rates import vasicek_bond_price

KAPPA, THETA, SIGMA = 0.4, 0.035, 0.01
MATURITIES = jnp.array([0.25, 0.5, 1.0, 2.0, 5.0, 10.0])


def main():
    rng = np.random.default_rng(5)
    fixings = list(0.03 + 0.001 * rng.normal(size=5))
    r = 0.03  # desk's opening assumption before any fixings arrive
    for day in range(5):
        curve = vasicek_bond_price(r, KAPPA, THETA, SIGMA, MATURITIES)
        yields = -jnp.log(curve) / MATURITIES
        print(f"day {day}: r={float(r):.4%} 10y yield {float(yields[-1]):.4%}")
        fixings.append(0.03 + 0.001 * rng.normal())
        r = estimate_short_rate(np.array(fixings[-5:]))


if __name__ == "__main__":
    main()
