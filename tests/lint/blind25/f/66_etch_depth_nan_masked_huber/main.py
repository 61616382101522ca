import numpy as np

from robust import huber_radial_fit


def depth_map(wafer, rng, n=49):
    r = np.sqrt(np.linspace(0, 1, n)).astype(np.float32)
    depth = 250 + 8 * r ** 2 - 14 * r ** 4 + rng.normal(0, 0.8, n)
    flyers = rng.random(n) < 0.06
    depth[flyers] += rng.choice([-15, 15], flyers.sum())
    failed = rng.random(n) < 0.04
    depth[failed] = np.nan  # profilometer could not lock on
    return r, depth.astype(np.float32)


def main():
    rng = np.random.default_rng(9)
    for wafer in range(8):
        r, depth = depth_map(wafer, rng)
        coef, n_used = huber_radial_fit(r, depth, 2.0)
        c = np.asarray(coef)
        print(f"wafer {wafer}: center {c[0]:.1f} nm, edge {c.sum():.1f} nm ({int(n_used)} sites)")


if __name__ == "__main__":
    main()
