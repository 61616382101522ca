import numpy as np

UNIT_TO_MOLAR_MICRO = {"uM": 1, "nM": 1e-3, "mM": 1000}


def synthetic_plates(rng, n_plates=6):
    units = ["uM", "nM", "uM", "mM", "nM", "uM"]
    for i in range(n_plates):
        unit = units[i % len(units)]
        doses = np.geomspace(0.01, 100, 10).astype(np.float32)
        viability = (1 / (1 + doses / rng.uniform(0.5, 5))).astype(np.float32)
        yield {"unit": unit, "doses": doses, "viability": viability}


def conversion_factor(plate):
    return UNIT_TO_MOLAR_MICRO[plate["unit"]]
