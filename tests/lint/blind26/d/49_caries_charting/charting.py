import numpy as np

FDI = [11, 12, 13, 14, 15, 16, 17, 18, 21, 22, 23, 24, 25, 26, 27, 28,
       31, 32, 33, 34, 35, 36, 37, 38, 41, 42, 43, 44, 45, 46, 47, 48]


def chart_to_slots(found):
    """Place detected tooth crops into the 32 FDI positions; missing teeth stay empty."""
    crops = np.zeros((32, 20, 16), np.float32)
    present = np.zeros(32, bool)
    for tooth, crop in found.items():
        j = FDI.index(tooth)
        crops[j] = crop
        present[j] = True
    return crops, present


def detect(pano, rng):
    missing = set(rng.choice(FDI, size=int(rng.integers(0, 6)), replace=False).tolist())
    return {t: pano[:, (i * 3) % 112:(i * 3) % 112 + 16] for i, t in enumerate(FDI) if t not in missing}
