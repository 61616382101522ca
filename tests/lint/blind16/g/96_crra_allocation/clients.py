import numpy as np

from optimizer import maximize_utility

PROFILES = {"conservative": 8.0, "balanced": 4.0, "growth": 2.0, "aggressive": 1.5}


def crra(r, gamma):
    return ((1.0 + r) ** (1.0 - gamma) - 1.0) / (1.0 - gamma)


def allocate(scenarios, profile):
    gamma = np.float32(PROFILES[profile])
    return maximize_utility(scenarios, gamma, utility=crra)
