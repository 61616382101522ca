import numpy as np


def one_hot_breeds(breeds):
    categories = np.unique(breeds)
    return (breeds[:, None] == categories[None, :]).astype(np.float32), categories
