import numpy as np


def load_clinic_panel(seed=0, n_subjects=40, n_visits=4):
    rng = np.random.default_rng(seed)
    subject = np.repeat(np.arange(n_subjects), n_visits)
    visit = np.tile(np.arange(n_visits), n_subjects)
    u = rng.normal(0, 0.5, size=n_subjects)[subject]
    bp = 120.0 + 2.0 * visit + u * 10 + rng.normal(0, 5, size=subject.size)
    X = np.column_stack([np.ones(subject.size), visit])
    return X, bp, subject
