import numpy as np


def dropout_for_epoch(epoch, warm_epochs=4):
    if epoch < warm_epochs:
        return np.linspace(0.4, 0.1, warm_epochs)[epoch]
    return 0.0
