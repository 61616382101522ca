import numpy as np


def load_sections(seed=0):
    """Each section's gradebook export; some instructors award half points."""
    rng = np.random.default_rng(seed)
    sections = {}
    for name, half_points in [("A", False), ("B", True), ("C", False), ("D", True)]:
        raw = rng.integers(0, 21, size=(25, 8))
        if half_points:
            raw = raw + 0.5 * rng.integers(0, 2, size=raw.shape)
        sections[name] = np.asarray(raw)
    return sections
