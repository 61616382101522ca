import jax.numpy as jnp

from bucket import thornthwaite_mather
from climate import daily_climate


def main():
    sm = jnp.float32(100.0)
    for year in range(2010, 2022):
        p, e = daily_climate(year)
        sm, aet, surplus = thornthwaite_mather(p, e, 150.0, sm)
        print(year, f"P={p.sum():7.1f} AET={float(aet):7.1f} surplus={float(surplus):7.1f}")


if __name__ == "__main__":
    main()
