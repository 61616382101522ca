import numpy as np

from ledger import EvaporationLedger


def main():
    rng = np.random.default_rng(2)
    ledger = EvaporationLedger(3)
    vols = np.full((3, 40), 225.0, np.float32)
    for month in range(12):
        after = (vols - rng.uniform(0.2, 0.6, vols.shape)).astype(np.float32)
        total = ledger.record(vols, after)
        vols = np.where(after < 220.0, 225.0, after).astype(np.float32)
    print("litres lost per room:", np.round(np.asarray(total), 1))


if __name__ == "__main__":
    main()
