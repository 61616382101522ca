import numpy as np

from model import masked_pool_logits


def evaluate_split(params, split):
    correct = 0
    for batch in split:
        lengths = batch.get("lengths")
        if lengths is None:
            lengths = np.full(batch["x"].shape[0], batch["x"].shape[1], np.float32)
        logits = masked_pool_logits(params, batch["x"], lengths=lengths)
        correct += int((np.asarray(logits).argmax(-1) == batch["y"]).sum())
    return correct
