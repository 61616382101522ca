import numpy as np

STORE_SETTINGS = {
    "downtown": {"lookback_days": 28},
    "airport": {"lookback_days": 14},
    "mall": {"lookback_days": 28},
    "suburb": {"lookback_days": 21},
}


def recent_traffic(store, rng):
    days = STORE_SETTINGS[store]["lookback_days"]
    return rng.gamma(5.0, 40.0, size=(1, days)).astype(np.float32)
