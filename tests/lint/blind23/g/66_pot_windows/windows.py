import numpy as np


def sliding_windows(series, width, stride):
    for start in range(0, len(series), stride):
        yield series[start:start + width]
