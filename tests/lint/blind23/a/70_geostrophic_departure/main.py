import numpy as np

from readers import read_netcdf_like
from wind import geostrophic_departure


def main():
    rng = np.random.default_rng(0)
    for kind in ["reanalysis", "forecast", "reanalysis", "forecast"]:
        fields = read_netcdf_like(kind, rng)
        print(kind, list(fields), float(geostrophic_departure(fields)))


if __name__ == "__main__":
    main()
