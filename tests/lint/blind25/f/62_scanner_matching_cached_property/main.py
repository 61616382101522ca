import numpy as np

from matching import ScannerMatcher

SCANNERS = ["NXT1980_01", "NXT1980_02", "NXT2000_01", "NXT2000_02", "XT1460_07"]


def grid_marks(n=13):
    g = np.linspace(-1, 1, n)
    X, Y = np.meshgrid(g, g)
    return np.stack([X.ravel(), Y.ravel()], 1).astype(np.float32)


def fingerprint(tool, xy, rng):
    s = sum(map(ord, tool)) % 7 / 7.0
    dx = 0.8 * s * xy[:, 0] + 0.3 * xy[:, 0] * xy[:, 1] + rng.normal(0, 0.2, len(xy))
    dy = -0.5 * s * xy[:, 1] + 0.2 * xy[:, 1] ** 3 + rng.normal(0, 0.2, len(xy))
    return dx.astype(np.float32), dy.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    xy = grid_marks()
    matcher = ScannerMatcher(xy)
    for tool in SCANNERS:
        dx, dy = fingerprint(tool, xy, rng)
        cx, cy, resid = matcher.fit(dx, dy)
        print(f"{tool}: k2 {float(cx[1]):+.2f} k5 {float(cy[2]):+.2f} residual {float(resid):.3f} nm")


if __name__ == "__main__":
    main()
