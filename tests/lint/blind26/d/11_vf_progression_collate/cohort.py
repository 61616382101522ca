import numpy as np


def glaucoma_cohort(n_patients, n_points=52, seed=0):
    rng = np.random.default_rng(seed)
    patients = []
    for _ in range(n_patients):
        visits = int(rng.integers(4, 11))
        slope = rng.normal(-0.5, 0.4)
        base = rng.uniform(24, 30, size=n_points)
        t = np.arange(visits)[:, None]
        vf = base + slope * t + rng.normal(0, 1.0, size=(visits, n_points))
        patients.append((vf.astype(np.float32), np.float32(slope < -0.6)))
    return patients
