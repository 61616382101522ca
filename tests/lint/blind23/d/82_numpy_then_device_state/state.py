import numpy as np


def fresh_state(n_students, n_skills):
    return np.full((n_students, n_skills), 0.2, np.float32)
