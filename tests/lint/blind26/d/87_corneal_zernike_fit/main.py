import numpy as np

from fit import fit_zernike, corneal_topography_loss


def main():
    rng = np.random.default_rng(0)
    rho = rng.uniform(0, 1, 200).astype(np.float32)
    theta = rng.uniform(0, 2 * np.pi, 200).astype(np.float32)
    height = (0.3 * (2 * rho ** 2 - 1) + 0.1 * rho ** 2 * np.cos(2 * theta)).astype(np.float32)
    coef = fit_zernike(rho, theta, height)
    print(np.round(np.asarray(coef), 3), float(corneal_topography_loss(coef, rho, theta, height)))


if __name__ == "__main__":
    main()
