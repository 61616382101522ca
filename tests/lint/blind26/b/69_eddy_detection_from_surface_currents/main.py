import numpy as np

from diagnostics import okubo_weiss
from product import L4Product


def main():
    prod = L4Product()
    for lon0, lat0 in [(-40.0, 25.0), (-35.3, 28.1), (-30.7, 31.9), (-25.1, 35.3)]:
        lat, u, v = prod.tile(lon0, lat0)
        W, zeta = okubo_weiss(lat, u, v, prod.RESOLUTION_DEG)
        frac = float((np.asarray(W) < -0.2 * np.asarray(W).std()).mean())
        print(f"tile at ({lon0}, {lat0}): eddy-core fraction {frac:.3f}, max |zeta| {float(np.abs(zeta).max()):.2e} 1/s")


if __name__ == "__main__":
    main()
