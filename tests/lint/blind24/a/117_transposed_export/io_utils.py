import numpy as np


def load_panel(rng, source, n_animals=40, n_markers=6):
    """Serum biochemistry panel (markers x animals from the analyser, animals x markers from the LIMS)."""
    data = rng.normal(size=(n_animals, n_markers)).astype(np.float32)
    if source == "analyser":
        return data.T
    return data
