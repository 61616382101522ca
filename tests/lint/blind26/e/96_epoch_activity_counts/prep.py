import numpy as np

EPOCH = 250
MAX_EPOCHS = 144  # 12 min protocol cap


def to_epochs(sig):
    out = np.zeros(MAX_EPOCHS * EPOCH, np.float32)
    n = min(len(sig), out.size)
    out[:n] = sig[:n]
    valid = np.zeros(MAX_EPOCHS, np.float32)
    valid[: int(np.ceil(n / EPOCH))] = 1.0
    return out.reshape(MAX_EPOCHS, EPOCH), valid
