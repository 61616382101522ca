import numpy as np


def vendor_files(rng):
    files = []
    for i in range(6):
        if i % 2 == 0:
            vals = [int(v) for v in rng.integers(0, 15, 50)]
        else:
            vals = [round(float(v), 2) for v in rng.uniform(0, 15, 50)]
        files.append({"segment_block": i, "wear_mm": vals})
    return files


def load_wear(file):
    return np.asarray(file["wear_mm"])
