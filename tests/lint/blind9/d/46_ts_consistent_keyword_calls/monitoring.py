import numpy as np

from model import HORIZON, gaussian_nll


def holdout_report(params, windows):
    nll = float(gaussian_nll(params, windows, horizon=HORIZON))
    return {"holdout_nll": round(nll, 4), "n_windows": int(windows.shape[0])}
