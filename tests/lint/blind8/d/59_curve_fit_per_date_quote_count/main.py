import jax.numpy as jnp
import numpy as np

from curve import fit_curve, svensson_like
from quotes import daily_quotes


def main():
    params = jnp.array([0.04, -0.01, 0.0, np.log(2.0)], dtype=jnp.float32)
    for day, tenors, yields in daily_quotes(6):
        params, rmse = fit_curve(params, jnp.asarray(tenors), jnp.asarray(yields))
        ten_year = float(svensson_like(params, jnp.float32(10.0)))
        print(f"day {day}: {len(tenors)} quotes, fit={float(rmse):.4f}, 10y={ten_year:.4%}")


if __name__ == "__main__":
    main()
