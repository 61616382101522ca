import numpy as np

DEFAULT_AXIAL_UM = 3.87


def axial_spacing(header):
    if "PixelSpacing" in header:
        return np.float64(header["PixelSpacing"][0]) * 1000.0
    return DEFAULT_AXIAL_UM
