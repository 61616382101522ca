import numpy as np

from edge import edge_fourier_fit


def edge_scan(wafer, rng, n=360):
    ang = np.linspace(0, 2 * np.pi, n, endpoint=False).astype(np.float32)
    notch = float(rng.choice([0.0, 90.0, 180.0, 270.0]) + rng.normal(0, 0.3))
    dx, dy = rng.normal(0, 0.15, 2)
    r = 150.0 + dx * np.cos(ang) + dy * np.sin(ang) + 0.02 * np.cos(3 * ang) + rng.normal(0, 0.005, n)
    return ang, r.astype(np.float32), round(notch, 2)


def main():
    rng = np.random.default_rng(2)
    for wafer in range(6):
        ang, r, notch = edge_scan(wafer, rng)
        coef, offset = edge_fourier_fit(ang, r, notch)
        print(f"wafer {wafer}: notch at {notch} deg, centering offset {float(offset) * 1e3:.0f} um")


if __name__ == "__main__":
    main()
