import numpy as np

from load import accumulate_load


def weekly_loads(weeks):
    out = []
    for sessions in weeks:
        total = 0
        for rpe, minutes in sessions:
            total = accumulate_load(total, rpe, minutes)
        out.append(float(total))
    return out
