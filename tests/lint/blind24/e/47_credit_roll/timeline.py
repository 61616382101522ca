import numpy as np

from roll import roll_frame


def hold_frames(credits, n):
    return [roll_frame(credits, 0, 2) for _ in range(n)]


def scroll_frames(credits, start, stop):
    return [roll_frame(credits, f, 2) for f in np.arange(start, stop)]
