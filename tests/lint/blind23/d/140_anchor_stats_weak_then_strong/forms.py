import numpy as np

# reference form statistics from the technical manual
REFERENCE = {"mean": 30.0, "sd": 6.0}


def form_stats(raw):
    return raw.mean(), raw.std()
