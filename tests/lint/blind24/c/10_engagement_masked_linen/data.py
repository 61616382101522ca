from typing import NamedTuple
import numpy as np


class SurveyBatch(NamedTuple):
    answers: np.ndarray
    manager_score: np.ndarray
    has_manager: np.ndarray
    label: np.ndarray


def survey_batches(n, batch_size, seed=0):
    rng = np.random.default_rng(seed)
    answers = rng.normal(size=(n, 10)).astype(np.float32)
    mgr = rng.uniform(1, 5, size=n).astype(np.float32)
    missing = rng.random(n) < 0.1
    label = (answers[:, 0] + 0.3 * mgr > 1.0).astype(np.int32)
    for i in range(0, n, batch_size):
        sl = slice(i, i + batch_size)
        m = ~missing[sl]
        score = np.where(m, mgr[sl], 0.0).astype(np.float32)
        yield SurveyBatch(answers[sl], score, m.astype(np.float32), label[sl])
