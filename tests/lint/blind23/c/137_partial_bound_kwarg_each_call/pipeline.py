from functools import partial
import numpy as np
from nlms import nlms_predict_block

ORDER = 8


def windows(series, block=64):
    for start in range(ORDER, len(series) - block, block):
        idx = np.arange(start, start + block)
        x = np.stack([series[i - ORDER:i][::-1] for i in idx]).astype(np.float32)
        yield x, series[idx].astype(np.float32)


def run(series, mu):
    update = partial(nlms_predict_block, mu=mu)
    w = np.zeros(ORDER, np.float32)
    errs = []
    for x, d in windows(series):
        w, mse = update(w, x, d)
        errs.append(float(mse))
    return errs
