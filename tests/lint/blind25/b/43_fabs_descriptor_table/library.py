import numpy as np

COMPOUNDS = {
    "CPD-001": {"logp": 2.1, "mw": 310.0, "psa": 70.0},
    "CPD-002": {"logp": 3.4, "mw": 420.0, "psa": 55.0},
    "CPD-003": {"logp": 0.8, "mw": 280.0, "psa": 110.0},
    "CPD-004": {"logp": 4.2, "mw": 505.0, "psa": 40.0},
    "CPD-005": {"logp": 1.5, "mw": 350.0, "psa": 90.0},
}


def descriptor_table():
    names = list(COMPOUNDS)
    table = np.array([[COMPOUNDS[n]["logp"], COMPOUNDS[n]["mw"], COMPOUNDS[n]["psa"]] for n in names], np.float32)
    return names, table
