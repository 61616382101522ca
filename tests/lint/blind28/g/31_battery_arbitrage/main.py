import numpy as np

from battery import dispatch_hour, CAPACITY_MWH


def main():
    rng = np.random.default_rng(2)
    hours = np.arange(96)
    prices = (45 + 25 * np.sin(2 * np.pi * (hours - 14) / 24) + 5 * rng.standard_normal(96)).astype(np.float32)
    soc = CAPACITY_MWH / 2
    revenue = 0.0
    for t in range(24, 96):
        ma = np.float32(prices[t - 24:t].mean())
        soc, rev = dispatch_hour(soc, prices[t], ma)
        revenue += float(rev)
    print("final soc", float(soc), "revenue", round(revenue, 1))


if __name__ == "__main__":
    main()
