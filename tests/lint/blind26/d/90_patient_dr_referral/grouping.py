from collections import defaultdict

import numpy as np


def screening_export(seed=0):
    rng = np.random.default_rng(seed)
    rows = []
    for pid in range(6):
        n_imgs = int(rng.integers(1, 5))  # fields captured per patient
        for _ in range(n_imgs):
            rows.append((pid, rng.uniform(size=(24, 24, 3)).astype(np.float32)))
    return rows


def by_patient(rows):
    groups = defaultdict(list)
    for pid, img in rows:
        groups[pid].append(img)
    for pid in sorted(groups):
        yield pid, np.stack(groups[pid])
