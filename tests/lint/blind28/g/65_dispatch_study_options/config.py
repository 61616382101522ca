from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class StudyOptions:
    with_losses: bool
    penalty: float = 1000.0


def options_for(demand, threshold_mw=3.0):
    return StudyOptions(with_losses=bool(np.sum(demand) > threshold_mw))
