import numpy as np

from metrics import confusion_and_f1

TAXA = ["copepod", "diatom chain", "appendicularian", "chaetognath", "detritus", "radiolarian"]


def station_predictions(k, rng, n=300):
    present = rng.choice(len(TAXA), size=3 + k % 4, replace=False)
    y = rng.choice(present, n)
    pred = np.where(rng.random(n) < 0.8, y, rng.choice(present, n))
    # relabel to 0..n_present-1 for the per-station report
    lut = {c: i for i, c in enumerate(sorted(present))}
    return np.array([lut[v] for v in y], np.int32), np.array([lut[v] for v in pred], np.int32)


def main():
    rng = np.random.default_rng(0)
    for station in range(8):
        y, p = station_predictions(station, rng)
        cm, f1 = confusion_and_f1(y, p, n_classes=len(np.unique(y)))
        print(f"station {station}: {cm.shape[0]} taxa present, macro F1 {float(f1):.3f}")


if __name__ == "__main__":
    main()
