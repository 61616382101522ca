import numpy as np


def apply_qc(cycle, delta_s, flags):
    good = flags == 1
    return cycle[good], delta_s[good]
