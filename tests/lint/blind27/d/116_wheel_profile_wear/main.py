import jax
import jax.numpy as jnp
import numpy as np

from csvdata import make_csv, parse


@jax.jit
def flange_wear(flange_mm, tread_mm, km):
    rate = (33.0 - flange_mm) / (km / 1e5)
    reprofile = (flange_mm < 27.5) | (tread_mm > 2.5)
    return rate.mean(), reprofile.sum()


def main():
    rng = np.random.default_rng(0)
    for depot in ["Cologne", "Leipzig", "Munich", "Hamburg"]:
        f, t, km = parse(make_csv(rng))
        rate, n = flange_wear(f, t, km)
        print(depot, f"{float(rate):.3f} mm/100k km", int(n), "to reprofile")


if __name__ == "__main__":
    main()
