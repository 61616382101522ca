import numpy as np

from encoders import OneHotEncoder


def featurize(batch):
    numeric = np.stack([batch["basket_value"], batch["visits"]], axis=1).astype(np.float32)
    channel = OneHotEncoder().fit_transform(batch["channel"])
    return np.concatenate([numeric, channel], axis=1)
