import numpy as np

from instrument import read_scan
from colour import colour_intensity


def main():
    rng = np.random.default_rng(0)
    for session, drift in enumerate([0.0, 0.12, -0.05, 0.0, 0.31]):
        wl, a = read_scan(rng, drift)
        ci, hue = colour_intensity(a, wavelengths=wl)
        print(f"session {session}: colour intensity {float(ci):.2f}, hue {float(hue):.2f}")


if __name__ == "__main__":
    main()
