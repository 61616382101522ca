import numpy as np

from sections import hydrographic_section, sigma_for_reference, sigma_from_station


def main():
    ref = None
    for k, t, s, p in hydrographic_section():
        sig = np.asarray(sigma_from_station(t, s, p))
        if ref is None:
            ref = np.asarray(sigma_for_reference(p, np.full_like(s, 35.0), np.full_like(t, 0.0)))
        steric = np.trapezoid(-(sig - ref) / (1000 + sig), p) * 1e2 / 9.81 * 10
        print(f"station {k}: sigma range {sig.min():.2f}-{sig.max():.2f}, steric height {steric:.1f} cm")


if __name__ == "__main__":
    main()
