import numpy as np

# BHB cut-offs (mmol/L): the national guideline table is float64, the vet practice overrides are float32
GUIDELINE = {"subclinical": np.float64(1.2), "clinical": np.float64(3.0)}
PRACTICE_OVERRIDES = {"subclinical": np.float32(1.4)}


def cutoffs(practice):
    table = dict(GUIDELINE)
    if practice in ("Fenwick Vets",):
        table.update(PRACTICE_OVERRIDES)
    return table["subclinical"], table["clinical"]
