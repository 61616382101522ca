import numpy as np

# kill, objective, vision weights for the power ranking
DEFAULT_WEIGHTS = [0.5, 0.35, 0.15]


def tuned_weights(history):
    w = np.clip(np.asarray(DEFAULT_WEIGHTS) + 0.01 * np.sign(history), 0.05, None)
    return (w / w.sum()).astype(np.float32)
