import numpy as np


def enrolment_batches(rng, n_batches, size=24):
    for b in range(n_batches):
        rows = []
        for _ in range(size):
            age = int(rng.integers(30, 85))
            ecog = int(rng.integers(0, 3))
            if rng.random() < 0.08:
                ecog = None
            rows.append({"age": age, "ecog": ecog, "response": int(rng.random() < 0.4)})
        yield rows


def columns(rows):
    age = np.array([r["age"] for r in rows], dtype=np.float32)
    ecog = np.array([np.nan if r["ecog"] is None else r["ecog"] for r in rows], dtype=np.float32)
    response = np.array([r["response"] for r in rows], dtype=np.float32)
    return age, ecog, response
