import numpy as np

TARGET_HZ = 100


def resample(signal, fs_in):
    dur = len(signal) / fs_in
    n_out = int(round(dur * TARGET_HZ))
    t_in = np.arange(len(signal)) / fs_in
    t_out = np.arange(n_out) / TARGET_HZ
    return np.interp(t_out, t_in, signal).astype(np.float32)
