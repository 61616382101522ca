import jax.numpy as jnp
import numpy as np

from competitors import candidate_grid
from demand import DemandCurve, best_price


def main():
    rng = np.random.default_rng(0)
    curve = DemandCurve(jnp.float32(np.log(40.0)), jnp.float32(1.6))
    for day in range(8):
        grid = candidate_grid(rng)
        price, rev = best_price(curve, grid, jnp.float32(60.0))
        print(day, grid[2], float(price), round(float(rev)))


if __name__ == "__main__":
    main()
