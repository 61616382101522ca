import numpy as np

from costs import ScrapLedger


def main():
    rng = np.random.default_rng(103)
    ledger = ScrapLedger()
    for hour in range(5):
        classes = rng.integers(0, 4, size=30).astype(np.int32)
        cost = ledger.record(classes)
        print(hour, round(float(cost), 2), round(float(ledger.total), 2))


if __name__ == "__main__":
    main()
