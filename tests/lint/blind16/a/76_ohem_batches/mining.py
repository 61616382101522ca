import numpy as np


def select_hard_examples(images, labels, losses, keep):
    """Keep the `keep` examples with the highest current loss."""
    idx = np.argsort(np.asarray(losses))[-keep:]
    return images[idx], labels[idx]
