import jax.numpy as jnp

from grid import isochrone_grid, age_posterior
from priors import Observables

STARS = [
    ("KIC 6106415", 6037.0, 4.1, 4.30),
    ("KIC 8006161", 5390.0, 5.4, 4.49),
    ("HD 10700", 5344.0, 5.7, None),
    ("HD 20794", 5401.0, 5.3, None),
    ("KIC 12069424", 5825.0, 4.3, 4.30),
]


def observables(teff, mabs, logg):
    f = jnp.float32
    if logg is None:
        return Observables(f(teff), f(80.0), f(mabs), f(0.05))
    return Observables(f(teff), f(80.0), f(mabs), f(0.05), f(logg), f(0.01))


def main():
    grid = isochrone_grid()
    for name, teff, mabs, logg in STARS:
        age = age_posterior(observables(teff, mabs, logg), grid)
        print(f"{name}: mean age {float(age):.2f} Gyr" + (" (with seismic logg)" if logg else ""))


if __name__ == "__main__":
    main()
