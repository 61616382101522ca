import numpy as np


def load_study(num_patients=8, seed=0):
    """Sparse sampling: each patient has between 3 and 9 blood draws."""
    rng = np.random.default_rng(seed)
    patients = []
    for pid in range(num_patients):
        n = int(rng.integers(3, 10))
        times = np.sort(rng.uniform(0.25, 24.0, size=n)).astype(np.float32)
        conc = (100.0 / 30.0 * 1.2 / 1.1 * (np.exp(-0.1 * times) - np.exp(-1.2 * times))
                * np.exp(0.1 * rng.normal(size=n))).astype(np.float32)
        patients.append({"id": pid, "times": times, "conc": conc, "dose": np.float32(100.0)})
    return patients
