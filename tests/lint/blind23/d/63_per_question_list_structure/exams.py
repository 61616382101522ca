import numpy as np


def load_exam(n_questions, n_students, rng):
    """One array of option choices per question, as stored by the scanner."""
    return [rng.integers(0, 4, n_students).astype(np.int32) for _ in range(n_questions)]


def exams(seed=0):
    rng = np.random.default_rng(seed)
    for name, nq in [("unit1", 8), ("unit2", 10), ("unit3", 8), ("unit4", 12)]:
        yield name, load_exam(nq, 50, rng), rng.integers(0, 4, nq).astype(np.int32)
