import numpy as np

VEHICLE_GROUP_TABLE = {f"G{i:02d}": i for i in range(20)}


def encode_from_table(labels):
    return np.array([VEHICLE_GROUP_TABLE[l] for l in labels], dtype=np.int8)


def encode_from_unique(labels):
    uniq, codes = np.unique(labels, return_inverse=True)
    lookup = np.array([VEHICLE_GROUP_TABLE[u] for u in uniq])
    return lookup[codes]
