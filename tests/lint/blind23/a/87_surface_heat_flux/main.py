import numpy as np

from physics import surface_flux


def main():
    rng = np.random.default_rng(0)
    for hour in range(24):
        ts = 288 + 8 * np.sin(2 * np.pi * (hour - 9) / 24)
        ta = 288 + 5 * np.sin(2 * np.pi * (hour - 11) / 24)
        wind = rng.uniform(1, 8, size=100).astype(np.float32)
        stable = ts < ta
        shf = surface_flux(np.float32(ts), np.float32(ta), wind, stable)
        print(hour, bool(stable), round(float(shf.mean()), 2))


if __name__ == "__main__":
    main()
