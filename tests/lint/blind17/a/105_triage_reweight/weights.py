import numpy as np


def class_weights(labels, n_classes, epoch, cfg):
    if epoch < cfg["reweight_after"]:
        return np.asarray(cfg["class_weights"], dtype=np.float32)
    freq = np.bincount(labels, minlength=n_classes) / len(labels)
    return (1.0 / np.maximum(freq, 1e-3) / n_classes).astype(np.float32)
