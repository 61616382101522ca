import numpy as np

from feed import interval_stream
from market import clearing_price_and_volume


def main():
    rng = np.random.default_rng(271)
    for b in interval_stream(rng, 6):
        p, v = clearing_price_and_volume(b)
        print(int(b.interval_start), b.market, round(float(p), 2), round(float(v), 1))


if __name__ == "__main__":
    main()
