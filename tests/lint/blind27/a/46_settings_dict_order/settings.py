import numpy as np


def from_underwriting(rng):
    return {
        "deductible": np.float32(rng.choice([250.0, 500.0, 1000.0])),
        "limit": np.float32(rng.choice([5e4, 1e5])),
        "coinsurance": np.float32(0.8),
    }


def from_renewal(rng):
    terms = {}
    terms["coinsurance"] = np.float32(0.9)
    terms["limit"] = np.float32(1e5)
    terms["deductible"] = np.float32(rng.choice([500.0, 1000.0]))
    return terms
