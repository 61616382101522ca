import numpy as np


def precip_correction(station_precip, reanalysis_precip):
    # multiplicative bias correction from overlapping years (float64 statistics)
    return np.mean(station_precip) / np.mean(reanalysis_precip)


DEFAULT_CORRECTION = np.float32(1.3)
