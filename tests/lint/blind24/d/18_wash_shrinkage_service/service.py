import numpy as np

from model import predict_shrinkage


def nightly_report(coef, catalogue_mix, temps):
    return predict_shrinkage(coef, catalogue_mix, temps)


def care_label_check(coef, mix, temp_c):
    temps = np.full(mix.shape[0], temp_c, np.float32)
    return predict_shrinkage(coef, mix, wash_temp=temps)
