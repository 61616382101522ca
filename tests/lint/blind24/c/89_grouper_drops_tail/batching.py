import numpy as np


def grouper(iterable, n):
    it = iter(iterable)
    return zip(*[it] * n)


def exit_interview_batches(records, n):
    for group in grouper(records, n):
        yield np.stack([g[0] for g in group]), np.array([g[1] for g in group], np.int32)
