import numpy as np


def load_tariff_table(source):
    # tariff band per customer
    bands = np.array([0, 1, 1, 2, 0, 2, 1, 0, 2, 1, 0, 1])
    if source == "replica":
        bands = bands.astype(np.int32)
    usage = np.linspace(5, 60, 12).astype(np.float32)
    return bands, usage
