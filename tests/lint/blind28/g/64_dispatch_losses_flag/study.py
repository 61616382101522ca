import numpy as np


def needs_losses(demand, threshold_mw=3.0):
    # only model losses when the system is heavily loaded
    return demand.sum() > threshold_mw
