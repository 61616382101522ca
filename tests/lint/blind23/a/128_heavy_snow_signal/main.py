import numpy as np

from products import heavy_snow_signal
from reader import read_step


def main():
    rng = np.random.default_rng(0)
    for init in ["2024011500", "2024011512", "2024011600", "2024011612"]:
        snow = read_step(init, rng)
        prob, mx = heavy_snow_signal(snow)
        print(init, snow.shape, float(prob.mean()), float(mx.max()))


if __name__ == "__main__":
    main()
