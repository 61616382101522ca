import numpy as np


def lr_at(step, base=np.float32(0.05)):
    if step < 5:
        return base * np.float32(step + 1) / np.float32(5)
    return base * np.exp(-0.1 * (step - 5))
