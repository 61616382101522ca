import numpy as np

MISSING = -1


def clean_counts(counts):
    missing = counts == MISSING
    if missing.any():
        counts = np.where(missing, np.median(counts[~missing]), counts)
    return counts.astype(np.float32)


def clean_batch(raw):
    return {
        "amount": np.log1p(raw["amount"]).astype(np.float32),
        "n_items": clean_counts(raw["n_items"]),
        "hour": raw["hour"].astype(np.int32),
    }
