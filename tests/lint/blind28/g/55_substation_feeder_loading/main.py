import numpy as np

from feeders import poll
from loading import substation_loading


def main():
    rng = np.random.default_rng(50)
    for interval in range(8):
        currents = poll(rng, interval)
        util, means = substation_loading(currents)
        print(interval, len(currents), round(float(util), 3))


if __name__ == "__main__":
    main()
