import numpy as np


def load_components(space, rng):
    comps = {
        "q_internal": np.float32(rng.uniform(2, 6)),
        "q_solar": np.float32(rng.uniform(0, 4)),
        "q_envelope": np.float32(rng.uniform(-1, 3)),
    }
    if space.startswith("conf"):
        # conference rooms: ventilation computed first from design occupancy
        comps = {"q_ventilation": np.float32(rng.uniform(2, 5)), **comps}
    else:
        comps["q_ventilation"] = np.float32(rng.uniform(0.5, 1.5))
    return comps
