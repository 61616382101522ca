from typing import NamedTuple

import numpy as np


class QuizBatch(NamedTuple):
    x: np.ndarray
    y: np.ndarray


def weekly_quiz(rng, n=64):
    x = rng.normal(size=(n, 8)).astype(np.float32)
    return {"x": x, "y": (x[:, 0] > 0).astype(np.float32)}


def final_exam(rng, n=64):
    x = rng.normal(size=(n, 8)).astype(np.float32)
    return QuizBatch(x, (x[:, 0] > 0).astype(np.float32))
