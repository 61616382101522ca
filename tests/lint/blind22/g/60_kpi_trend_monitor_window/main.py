import numpy as np

from monitor import ConversionMonitor


def main():
    rng = np.random.default_rng(0)
    mon = ConversionMonitor()
    for day in range(8):
        rate = 0.03 + 0.001 * day + rng.normal(0, 0.002)
        out = mon.update(rate)
        if out is not None:
            slope, z = out
            print(day, round(float(slope), 5), round(float(z), 2))


if __name__ == "__main__":
    main()
