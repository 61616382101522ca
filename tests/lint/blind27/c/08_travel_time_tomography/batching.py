import numpy as np

MAX_OBS = 16


def pad_event(G, t):
    n = G.shape[0]
    Gp = np.zeros((MAX_OBS, G.shape[1]), np.float32)
    tp = np.zeros(MAX_OBS, np.float32)
    w = np.zeros(MAX_OBS, np.float32)
    Gp[:n], tp[:n], w[:n] = G, t, 1.0
    return Gp, tp, w
