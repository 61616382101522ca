import numpy as np


def select_hard_examples(images, labels, losses, threshold):
    """Keep only the examples whose current loss is above `threshold`."""
    hard = np.asarray(losses) > threshold
    return images[hard], labels[hard]
