import numpy as np

N_COUNTRIES = 16
PRIVATE_PREFIXES = ("10.", "192.168.", "172.16.")


def is_private(ip):
    return ip.startswith(PRIVATE_PREFIXES)


def login_features(event, rng):
    base = np.array([event["hour"] / 23.0, event["failures"], event["new_device"]], dtype=np.float32)
    extra = {}
    if not is_private(event["src"]):
        geo = np.zeros(N_COUNTRIES, dtype=np.float32)
        geo[rng.integers(0, N_COUNTRIES)] = 1.0
        extra["geo"] = geo
    return base, extra
