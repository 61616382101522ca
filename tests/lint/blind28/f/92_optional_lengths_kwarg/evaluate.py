import numpy as np

from model import pooled_logits


def evaluate_split(params, split):
    correct = 0
    for batch in split:
        extra = {"lengths": batch["lengths"]} if "lengths" in batch else {}
        logits = pooled_logits(params, batch["x"], **extra)
        correct += int((np.asarray(logits).argmax(-1) == batch["y"]).sum())
    return correct
