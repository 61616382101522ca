import numpy as np


def load_patients(n, seed=2):
    rng = np.random.default_rng(seed)
    patients = []
    for i in range(n):
        rec = {
            "times": np.array([1, 2, 4, 8, 12, 24], np.float32),
            "conc": rng.lognormal(0, 0.3, 6).astype(np.float32) * np.exp(-0.1 * np.array([1, 2, 4, 8, 12, 24], np.float32)),
            "covariates": {"age": np.float32(rng.integers(20, 80))},
        }
        measured = rng.random() < 0.6
        rec["covariates"]["crcl"] = np.float32(rng.normal(90, 20) if measured else 90.0)
        patients.append(rec)
    return patients
