import numpy as np

from settings import settings_for_interval
from clearing import clear_market


def main():
    rng = np.random.default_rng(6)
    prices = rng.uniform(10, 120, 12).astype(np.float32)
    qty = rng.uniform(20, 80, 12).astype(np.float32)
    for interval in range(6):
        demand = np.float32(300 + 40 * np.sin(interval))
        s = settings_for_interval(interval)
        price, disp = clear_market(prices, qty, demand, settings=s)
        print(interval, round(float(price), 2), round(float(disp.sum()), 1))


if __name__ == "__main__":
    main()
