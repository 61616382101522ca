import numpy as np


def lr_at(step, base=np.float32(0.03), warmup=5):
    if step < warmup:
        return base * np.float32((step + 1) / warmup)
    return base * np.float32(0.9) ** np.float32(step - warmup)
