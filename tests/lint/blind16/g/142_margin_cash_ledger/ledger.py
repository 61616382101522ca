import numpy as np


def settled_cash(trades, opening):
    """Opening cash plus settled trade flows."""
    if len(trades) == 0:
        return np.float32(opening)  # no settlements today
    flows = np.asarray([t["qty"] * t["price"] * (-1 if t["side"] == "buy" else 1) for t in trades], np.float32)
    return np.float32(opening) + flows.sum(keepdims=True)
