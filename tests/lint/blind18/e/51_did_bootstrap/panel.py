from collections import OrderedDict

import numpy as np


def cohort_panel(rng, n_units=60, n_periods=6, treat_period=3):
    unit_fe = rng.normal(size=(n_units, 1))
    time_fe = np.linspace(0, 1, n_periods)[None, :]
    treated = (np.arange(n_units) < n_units // 2)[:, None]
    post = (np.arange(n_periods) >= treat_period)[None, :]
    y = unit_fe + time_fe + 0.7 * (treated & post) + rng.normal(0, 0.3, size=(n_units, n_periods))
    return {
        "y": y.astype(np.float32),
        "treated": np.broadcast_to(treated, y.shape).astype(np.float32),
        "post": np.broadcast_to(post, y.shape).astype(np.float32),
    }


def balanced_subpanel(panel, keep):
    return OrderedDict((k, v[keep]) for k, v in panel.items())
