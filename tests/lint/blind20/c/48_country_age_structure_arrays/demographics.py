import numpy as np

COUNTRIES = {
    "Avalon": (0.24, 0.41, 0.23, 0.12),
    "Borduria": (0.18, 0.38, 0.27, 0.17),
    "Carpania": (0.31, 0.43, 0.18, 0.08),
    "Dorvik": (0.16, 0.36, 0.28, 0.20),
}

IFR_BY_AGE = (0.00002, 0.0004, 0.004, 0.05)


def age_shares(country):
    return np.asarray(COUNTRIES[country], dtype=np.float32)
