import numpy as np

from tiers import TierTable, assign_tiers

CUTOFFS = [800, 1200, 1600, 2000, 2400]
NAMES = ["iron", "bronze", "silver", "gold", "platinum", "diamond"]


def season_report(mmr):
    table = TierTable(CUTOFFS, NAMES)
    tiers = np.asarray(assign_tiers(mmr, table))
    return {name: int((tiers == i).sum()) for i, name in enumerate(NAMES)}


def main():
    rng = np.random.default_rng(8)
    mmr = rng.normal(1500, 450, size=1000).astype(np.float32)
    for split in range(4):
        mmr = mmr + rng.normal(20, 60, size=1000).astype(np.float32)
        print(split, season_report(mmr))


if __name__ == "__main__":
    main()
