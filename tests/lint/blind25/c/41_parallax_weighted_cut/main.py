import numpy as np

from astrometry import parallax_fit
from epochs import gaia_like_epochs


def main():
    rng = np.random.default_rng(71)
    for star in range(6):
        arrays, plx_true = gaia_like_epochs(rng)
        plx, n_used = parallax_fit(*arrays)
        print(f"source {star}: {int(n_used)} epochs used, parallax {float(plx):.2f} (true {plx_true:.2f}) mas")


if __name__ == "__main__":
    main()
