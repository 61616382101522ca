import numpy as np

MAX_DRAWS = 12


def load_study(num_patients=8, seed=0):
    """Sparse sampling: each patient has between 3 and 9 blood draws, padded to MAX_DRAWS."""
    rng = np.random.default_rng(seed)
    patients = []
    for pid in range(num_patients):
        n = int(rng.integers(3, 10))
        times = np.sort(rng.uniform(0.25, 24.0, size=n)).astype(np.float32)
        conc = (100.0 / 30.0 * 1.2 / 1.1 * (np.exp(-0.1 * times) - np.exp(-1.2 * times))
                * np.exp(0.1 * rng.normal(size=n))).astype(np.float32)
        mask = np.arange(MAX_DRAWS) < n
        patients.append({"id": pid, "dose": np.float32(100.0), "mask": mask,
                         "times": np.pad(times, (0, MAX_DRAWS - n), constant_values=1.0),
                         "conc": np.pad(conc, (0, MAX_DRAWS - n), constant_values=1.0)})
    return patients
