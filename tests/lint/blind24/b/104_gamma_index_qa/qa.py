import numpy as np

from gamma_index import gamma_pass_rate


def film_check(measured, calculated):
    return gamma_pass_rate(measured, calculated, dose_tol=0.03, dist_tol_mm=3.0, spacing_mm=1.0)


def array_check(measured, calculated):
    return gamma_pass_rate(measured, calculated, spacing_mm=1.0, dist_tol_mm=3.0, dose_tol=0.03)
