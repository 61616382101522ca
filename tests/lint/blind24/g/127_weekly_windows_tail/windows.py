import numpy as np


def weekly_windows(daily, week=7):
    for start in range(0, len(daily), week):
        yield start // week, daily[start:start + week]
