import numpy as np

BASELINE = {"lr": 0.05, "weight_decay": 1e-4}


def sweep_points():
    """Baseline first, then a log-spaced sweep over weight decay at the baseline lr."""
    yield dict(BASELINE)
    for wd in np.logspace(-5, -2, 4).tolist():
        yield {**BASELINE, "weight_decay": wd}
