import numpy as np

from alerts import top_alerts


def period_alerts(recent, hints):
    idx, n = top_alerts(recent, hints)
    idx = np.asarray(idx)
    return idx[idx >= 0].tolist(), int(n)
