import numpy as np

from scoring import medal_scores


def judge_flight(flight):
    if flight.get("judge_weights") is not None:
        return medal_scores(flight["scores"], weights=flight["judge_weights"])
    return medal_scores(flight["scores"])
