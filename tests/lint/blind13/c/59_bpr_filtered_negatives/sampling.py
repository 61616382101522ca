import numpy as np


def sample_negatives(rng, seen_items, in_stock, num_draws=32):
    """Draw candidate negatives, then drop the user's positives and out-of-stock items."""
    draws = rng.choice(len(in_stock), size=num_draws, replace=False)
    keep = in_stock[draws] & ~np.isin(draws, seen_items)
    return draws[keep]
