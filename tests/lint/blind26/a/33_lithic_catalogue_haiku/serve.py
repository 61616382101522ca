import numpy as np


def chunks(features, size):
    for s in range(0, len(features), size):
        yield features[s:s + size]
