import numpy as np

from fit import fit_cluster


def tangential_shear_profile(seed):
    rng = np.random.default_rng(seed)
    r = np.geomspace(0.2, 3.0, 12).astype(np.float32)
    x = r / 0.12
    true = 3.0 * 1e-2 * (np.log1p(x) / x ** 2 - 1 / (x * (1 + x)))
    err = np.full_like(r, 0.002)
    return r, (true + rng.normal(0, 0.002, r.size)).astype(np.float32), err


def main():
    for cl in range(2):
        r, g, e = tangential_shear_profile(cl)
        p = np.asarray(fit_cluster(r, g, e))
        print(f"cluster {cl}: log M-ish {p[0]:.2f}, log c {p[1]:.2f}")


if __name__ == "__main__":
    main()
