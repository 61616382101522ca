import numpy as np

from feed import interval_stream
from market import clear_interval


def main():
    rng = np.random.default_rng(270)
    prices = []
    for data in interval_stream(rng, 6):
        prices.append(float(clear_interval(data)))
    print(np.round(prices, 2))


if __name__ == "__main__":
    main()
