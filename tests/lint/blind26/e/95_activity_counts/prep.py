import numpy as np

EPOCH = 250  # 5 s at 50 Hz


def pad_to_epochs(sig):
    n = int(np.ceil(len(sig) / EPOCH)) * EPOCH
    out = np.zeros(n, np.float32)
    out[:len(sig)] = sig
    return out.reshape(-1, EPOCH)
