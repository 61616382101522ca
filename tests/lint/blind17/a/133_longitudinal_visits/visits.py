import numpy as np


def visit_batch(rng, n_visits=48, n_features=5):
    patient_ids = np.sort(rng.integers(0, 30, size=n_visits))
    _, seg = np.unique(patient_ids, return_inverse=True)
    n_patients = int(seg.max()) + 1
    x = rng.normal(size=(n_visits, n_features)).astype(np.float32)
    return x, seg.astype(np.int32), n_patients
