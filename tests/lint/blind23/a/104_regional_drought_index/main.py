import numpy as np

from drought import spi_like_index
from regions import region_masks


def main():
    rng = np.random.default_rng(0)
    lat = np.arange(-88.5, 90, 3.0)
    lon = np.arange(-178.5, 180, 3.0)
    precip = rng.gamma(1.5, 30, size=(120, lat.size, lon.size)).astype(np.float32)
    for name, mask in region_masks(lat, lon).items():
        pts = precip[:, mask]
        idx = spi_like_index(pts)
        print(name, pts.shape[1], float(idx[-12:].mean()))


if __name__ == "__main__":
    main()
