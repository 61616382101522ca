import numpy as np

STEMS = ("vocals", "drums", "bass", "other")
LEN = 2048


def make_track(rng, available):
    stems = np.zeros((len(STEMS), LEN), np.float32)
    present = np.zeros(len(STEMS), np.float32)
    for i, name in enumerate(STEMS):
        if name in available:
            stems[i] = 0.2 * rng.standard_normal(LEN)
            present[i] = 1.0
    mix = stems.sum(axis=0)
    return mix, stems, present


def track_loader(seed=0):
    rng = np.random.default_rng(seed)
    catalog = [
        ("vocals", "drums", "bass", "other"),
        ("drums", "bass", "other"),
        ("vocals", "other"),
        ("vocals", "drums", "bass", "other"),
        ("drums", "other"),
    ]
    for available in catalog:
        yield make_track(rng, available)
