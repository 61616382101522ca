import numpy as np

N_MEMBERS = 20


def load_ensemble(date_idx, shape=(30, 40)):
    rng = np.random.default_rng(date_idx)
    members = []
    for m in range(N_MEMBERS):
        if rng.random() < 0.1:
            continue  # member file missing on the archive
        members.append((rng.normal(size=shape) + 0.05 * m).astype(np.float32))
    return np.stack(members)
