import numpy as np


def teacher_temp_schedule(epochs, warmup_epochs=3, start=0.04, end=0.07):
    warm = np.linspace(start, end, warmup_epochs)
    return np.concatenate([warm, np.full(epochs - warmup_epochs, end)]).tolist()
