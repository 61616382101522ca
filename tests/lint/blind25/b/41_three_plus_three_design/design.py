import numpy as np

DOSE_LEVELS = [10.0, 20.0, 40.0, 80.0, 160.0]
MAX_COHORT = 6


def enroll(rng, dose):
    return {"dose": np.full(MAX_COHORT, dose, np.float32),
            "wt": rng.normal(75, 12, MAX_COHORT).astype(np.float32),
            "u": rng.random(MAX_COHORT).astype(np.float32)}


def three_plus_three(rng, evaluate):
    history = []
    for dose in DOSE_LEVELS:
        cohort = enroll(rng, dose)
        enrolled = np.arange(MAX_COHORT) < 3
        n_dlt = evaluate(cohort, enrolled)
        if n_dlt == 1:
            enrolled = np.ones(MAX_COHORT, bool)
            n_dlt = evaluate(cohort, enrolled)
        history.append((dose, int(enrolled.sum()), n_dlt))
        if n_dlt >= 2:
            break
    return history
