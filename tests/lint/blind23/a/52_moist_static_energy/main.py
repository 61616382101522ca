import numpy as np

from constants import load_constants
from convection import cape_proxy, moist_static_energy


def column(rng, n=30):
    z = np.linspace(0, 12000, 20, dtype=np.float32)
    T = (300 - 0.0065 * z + rng.normal(0, 0.5, size=(n, 20))).astype(np.float32)
    q = (0.018 * np.exp(-z / 2500) * rng.uniform(0.6, 1.0, size=(n, 1))).astype(np.float32)
    return T, np.broadcast_to(z, T.shape).copy(), q


def main():
    rng = np.random.default_rng(0)
    experiments = [None, {"cp": 1005.7}, None, {"cp": 1003.5, "lv": 2.45e6}]
    for exp in experiments:
        const = load_constants(exp)
        T, z, q = column(rng)
        mse = moist_static_energy(T, z, q, const)
        cape = cape_proxy(T, z, q, const)
        print(exp, float(mse.mean()), float(cape.mean()))


if __name__ == "__main__":
    main()
