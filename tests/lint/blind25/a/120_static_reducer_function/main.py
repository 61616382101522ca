import numpy as np

from zonal import masked_mean, zone_summary

REPORT = {"statistic": masked_mean}


def main():
    rng = np.random.default_rng(1)
    for flight in range(4):
        lai = rng.gamma(3.0, 0.8, (60, 60)).astype(np.float32)
        zones = rng.integers(0, 3, (60, 60))
        vals = [float(zone_summary(lai, zones == z, reducer=REPORT["statistic"])) for z in range(3)]
        print(f"flight {flight}: mean LAI by zone {np.round(vals, 2).tolist()}")


if __name__ == "__main__":
    main()
