from functools import partial

import numpy as np

from scoring import croissant_quality


def make_scorer(weights):
    return partial(croissant_quality, weights=weights)


def evaluate_batches(scorer, batches):
    return [float(np.mean(np.asarray(scorer(features=b)) > 0.5)) for b in batches]
