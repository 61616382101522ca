import numpy as np


def reading_temperature(sample):
    """Sample temperature: thermometer log if available, else the cellar default."""
    if sample.get("temps"):
        return np.mean(sample["temps"])
    return 20.0
