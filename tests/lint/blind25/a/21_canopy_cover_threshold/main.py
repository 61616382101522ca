import numpy as np

from cover import canopy_cover, pick_threshold


def main():
    rng = np.random.default_rng(17)
    for flight in range(6):
        ndvi = np.clip(rng.normal(0.45, 0.2, size=(96, 96)), -0.1, 0.95).astype(np.float32)
        adaptive = flight >= 3
        thr = pick_threshold(ndvi, adaptive)
        frac, n = canopy_cover(ndvi, thr)
        print(f"flight {flight}: threshold {float(thr):.2f}, cover {float(frac):.1%} ({int(n)} px)")


if __name__ == "__main__":
    main()
