from collections import defaultdict

import numpy as np

MAX_FIELDS = 4  # macula- and disc-centred, both eyes


def screening_export(seed=0):
    rng = np.random.default_rng(seed)
    rows = []
    for pid in range(6):
        for _ in range(int(rng.integers(1, MAX_FIELDS + 1))):
            rows.append((pid, rng.uniform(size=(24, 24, 3)).astype(np.float32)))
    return rows


def by_patient(rows):
    groups = defaultdict(list)
    for pid, img in rows:
        groups[pid].append(img)
    for pid in sorted(groups):
        imgs = np.zeros((MAX_FIELDS, 24, 24, 3), np.float32)
        valid = np.zeros(MAX_FIELDS, bool)
        imgs[:len(groups[pid])] = np.stack(groups[pid])
        valid[:len(groups[pid])] = True
        yield pid, imgs, valid
