import numpy as np

from daq import read_hits
from features import hit_features


def main():
    rows = []
    for i in range(6):
        w = read_hits(i)
        feats = np.asarray(hit_features(w))
        rows.append(feats)
        print(f"file {i}: mean amplitude {feats[:, 0].mean():.1f} dB, centroid {feats[:, 2].mean():.0f} kHz")
    allf = np.concatenate(rows)
    print("hits:", allf.shape[0], "high-energy fraction:", float((allf[:, 1] > np.median(allf[:, 1])).mean()))


if __name__ == "__main__":
    main()
