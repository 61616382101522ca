import numpy as np

from data import recordings, segment
from features import beat_features

FS = 128
MAX_SECONDS = 60


def pad_to(seg, length):
    out = np.zeros(length, dtype=np.float32)
    mask = np.zeros(length, dtype=np.float32)
    n = min(seg.shape[0], length)
    out[:n] = seg[:n]
    mask[:n] = 1.0
    return out, mask


def main():
    rows = []
    for rec in recordings(6, fs=FS):
        seg = segment(rec, FS)
        if seg is None:
            continue
        sig, mask = pad_to(seg, MAX_SECONDS * FS)
        feats = beat_features(sig, mask)
        duration_min = mask.sum() / FS / 60.0
        rows.append(float(feats["n_peaks"]) / duration_min)
    print("mean HR estimate:", np.mean(rows))


if __name__ == "__main__":
    main()
