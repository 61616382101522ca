import numpy as np

PREVIOUS_FITS = {"study-A": {"n_transit": np.int64(3), "mtt": 1.2}, "study-B": {"n_transit": np.int64(3), "mtt": 0.8}}


def transit_settings(study):
    if study in PREVIOUS_FITS:
        return int(PREVIOUS_FITS[study]["n_transit"]), float(PREVIOUS_FITS[study]["mtt"])
    return 3, 1.0
