import numpy as np

from regrid import BilinearRegridder


def main():
    src_lat, src_lon = np.linspace(30, 70, 41), np.linspace(-20, 40, 61)
    dst_lat, dst_lon = np.linspace(35, 65, 121), np.linspace(-10, 30, 161)
    regrid = BilinearRegridder(src_lat, src_lon, dst_lat, dst_lon)
    rng = np.random.default_rng(0)
    for hour in range(0, 24, 3):
        gcm_field = (280 + rng.normal(size=(41, 61))).astype(np.float32)
        fine = regrid(gcm_field)
        print(hour, fine.shape, float(fine.mean()))


if __name__ == "__main__":
    main()
