import numpy as np

from model import grade_probs


def expected_calibration_error(params, feats, grades, temperature, bins=5):
    p = np.asarray(grade_probs(params, feats, temperature=temperature))
    conf = p.max(1)
    correct = p.argmax(1) == grades
    edges = np.linspace(0, 1, bins + 1)
    ece = 0.0
    for lo, hi in zip(edges[:-1], edges[1:]):
        sel = (conf > lo) & (conf <= hi)
        if sel.any():
            ece += sel.mean() * abs(conf[sel].mean() - correct[sel].mean())
    return ece
