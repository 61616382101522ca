import numpy as np

COMPANIES = {"acme": 7, "globex": 12, "initech": 7, "umbrella": 9}


def department_tables(seed=0):
    rng = np.random.default_rng(seed)
    for name, n_depts in COMPANIES.items():
        managers = rng.integers(1, 6, size=n_depts).astype(np.float32)
        reports = rng.integers(5, 40, size=n_depts).astype(np.float32)
        engagement = rng.uniform(2.5, 4.8, size=n_depts).astype(np.float32)
        yield name, np.stack([managers, reports, engagement], axis=1)
