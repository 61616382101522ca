import numpy as np


def usable_amplitudes(amps, dists, snr, min_snr=3.0):
    keep = snr >= min_snr
    return amps[keep], dists[keep]
