import numpy as np

STAGES = ("wake", "n1", "n2", "n3", "rem")


def majority_stage(hypnogram_epochs):
    counts = np.bincount(hypnogram_epochs, minlength=len(STAGES))
    return np.argmax(counts)


def target_for(window, scorer_label=None):
    # manual scorer labels override the automatic majority vote
    if scorer_label is not None:
        return STAGES.index(scorer_label)
    return majority_stage(window["hypnogram"])
