import numpy as np

from mechanics import wafer_bow_um

# film stack per process step (thickness nm, stress MPa; negative = compressive)
STEPS = [
    ("pad oxide", [10.0], [-300.0]),
    ("LPCVD nitride", [10.0, 150.0], [-300.0, 1100.0]),
    ("STI fill", [10.0, 150.0, 500.0], [-300.0, 1100.0, -150.0]),
    ("CMP", [10.0, 150.0, 80.0], [-300.0, 1100.0, -150.0]),
]


def bow_after_each_step():
    out = []
    for name, t, s in STEPS:
        t = np.pad(np.array(t, np.float32), (0, 3 - len(t)))
        s = np.pad(np.array(s, np.float32), (0, 3 - len(s)))
        out.append((name, float(wafer_bow_um(t, s))))
    return out


def bow_for_thinned(t, s, substrate_um):
    return float(wafer_bow_um(t, s, substrate_um=substrate_um))
