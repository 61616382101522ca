import numpy as np

from features import lagged_features

FEATURE_SPEC = {"name": "lagged_returns", "fill": np.nan}


def run_spec(prices, spec=FEATURE_SPEC):
    return lagged_features(prices, fill_value=spec["fill"])
