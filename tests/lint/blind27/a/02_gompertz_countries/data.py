import numpy as np

MAX_AGE = 101


def load_country(rng, name, first_age, last_age):
    ages = np.arange(first_age, last_age + 1)
    mu = 5e-5 * np.exp(0.095 * ages) + 4e-4
    exposure = rng.uniform(2e4, 8e4, size=ages.shape)
    deaths = rng.poisson(mu * exposure)
    return {"name": name, "ages": ages, "deaths": deaths, "exposure": exposure}


def to_fixed_grid(rec):
    ages = np.arange(MAX_AGE, dtype=np.float32)
    d = np.zeros(MAX_AGE, np.float32)
    e = np.zeros(MAX_AGE, np.float32)
    d[rec["ages"]] = rec["deaths"]
    e[rec["ages"]] = rec["exposure"]
    return ages, d, e
