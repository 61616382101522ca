import numpy as np

from bottles import lab_export, parse
from redfield import np_ratio


def main():
    rng = np.random.default_rng(0)
    for station in range(6):
        cast = parse(lab_export(station, rng))
        slope, intercept = np_ratio(cast)
        print(f"station {station}: N:P = {float(slope):.1f}, N* offset {float(intercept):+.2f} uM")


if __name__ == "__main__":
    main()
