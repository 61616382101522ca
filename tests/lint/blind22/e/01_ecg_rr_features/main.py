import numpy as np

from data import recordings, segment
from features import beat_features

FS = 128


def main():
    rows = []
    for rec in recordings(6, fs=FS):
        seg = segment(rec, FS)
        if seg is None:
            continue
        feats = beat_features(seg)
        duration_min = seg.shape[0] / FS / 60.0
        rows.append(float(feats["n_peaks"]) / duration_min)
    print("mean HR estimate:", np.mean(rows))


if __name__ == "__main__":
    main()
