import numpy as np


def histories_for(budget_s, per_history_us=0.5):
    # histories per run from the time budget, rounded to a multiple of 1000
    n = np.floor(budget_s * 1e6 / per_history_us / 1000) * 1000
    return n.astype(np.int64)


RUNS = [
    ("collimator 1 cm", 1.0, histories_for(0.02)),
    ("collimator 2 cm", 2.0, 40000),
    ("collimator 3 cm", 3.0, histories_for(0.02)),
    ("collimator 5 cm", 5.0, 40000),
]
