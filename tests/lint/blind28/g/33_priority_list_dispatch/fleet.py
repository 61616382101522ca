import numpy as np

UNITS = [
    # name, pmin, pmax, a, b
    ("coal1", 150, 450, 0.0012, 17.0),
    ("coal2", 150, 400, 0.0014, 18.0),
    ("ccgt1", 80, 300, 0.0030, 24.0),
    ("ccgt2", 80, 280, 0.0032, 25.0),
    ("peaker", 10, 120, 0.0100, 42.0),
]


def committed(load_mw):
    """Simple priority-list commitment: add units until capacity covers load + 10%."""
    on, cap = [], 0.0
    for u in UNITS:
        on.append(u)
        cap += u[2]
        if cap >= 1.1 * load_mw:
            break
    arr = np.array([u[1:] for u in on], dtype=np.float32)
    return arr[:, 0], arr[:, 1], arr[:, 2], arr[:, 3]
