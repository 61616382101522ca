import numpy as np

STEMS = ("vocals", "drums", "bass", "other")
LEN = 2048


def make_track(rng, available):
    stems = {}
    for name in STEMS:
        if name in available:
            stems[name] = (0.2 * rng.standard_normal(LEN)).astype(np.float32)
    mix = sum(stems.values())
    return mix, stems


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
