import numpy as np

DEFAULTS = {"expense_loading": 0.18, "cat_loading": 0.04}


def segment_settings(segment, claims_history):
    s = dict(DEFAULTS)
    if segment in ("coastal", "flood_zone"):
        # cat loading re-estimated from the segment's own large-loss history
        s["cat_loading"] = np.float32(claims_history[claims_history > 50000].sum() / claims_history.sum())
    return s
