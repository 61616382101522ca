import numpy as np

from fcio import read_forecast
from products import frost_probability


def main():
    rng = np.random.default_rng(0)
    for init in ["2024011500", "2024011512", "2024011600", "2024011612"]:
        t2m = read_forecast(init, rng)
        p = frost_probability(t2m)
        print(init, t2m.shape, float(p.mean()))


if __name__ == "__main__":
    main()
