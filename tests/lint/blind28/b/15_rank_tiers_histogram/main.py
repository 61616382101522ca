import numpy as np

from tiers import TierTable, tier_histogram

CUTOFFS = [800, 1200, 1600, 2000, 2400]
NAMES = ["iron", "bronze", "silver", "gold", "platinum", "diamond"]


def season_report(mmr):
    table = TierTable(tuple(CUTOFFS), tuple(NAMES))
    counts = np.asarray(tier_histogram(mmr, table=table))
    return dict(zip(NAMES, counts.tolist()))


def main():
    rng = np.random.default_rng(8)
    mmr = rng.normal(1500, 450, size=1000).astype(np.float32)
    for split in range(4):
        mmr = mmr + rng.normal(20, 60, size=1000).astype(np.float32)
        print(split, season_report(mmr))


if __name__ == "__main__":
    main()
