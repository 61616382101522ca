import numpy as np

from qc import gsm_stats

AREA = np.full(20, 100.0, np.float32)  # 10 x 10 cm die-cut swatches


def incoming_lot(grams, spec):
    return gsm_stats(grams, swatch_area_cm2=AREA, spec_gsm=spec)


def reinspection(grams, spec):
    mean, std, frac = gsm_stats(grams, swatch_area_cm2=AREA, spec_gsm=spec)
    return mean, std, frac
