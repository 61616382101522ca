import numpy as np

from report import canopy_height_report


def main():
    rng = np.random.default_rng(1)
    for flight in range(4):
        chm = rng.gamma(4.0, 0.3, (60, 60)).astype(np.float32)
        zones = rng.integers(0, 3, (60, 60))
        p90 = canopy_height_report(chm, zones, q=90.0)
        print(f"flight {flight}: P90 canopy height by zone {np.round(p90, 2).tolist()} m")


if __name__ == "__main__":
    main()
