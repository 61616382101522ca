import numpy as np

LEN = 4096


class Session:
    def __init__(self, name, tracks):
        self.name = name
        self.tracks = tracks

    def armed_tracks(self):
        return [t for t, armed in self.tracks if armed]


def sessions(rng):
    layouts = [
        [True, True, True, True],
        [True, False, True, True],
        [True, True, False, False],
        [True, True, True, True],
        [False, True, False, False],
    ]
    for i, layout in enumerate(layouts):
        tracks = [(0.3 * rng.standard_normal(LEN).astype(np.float32), armed) for armed in layout]
        yield Session(f"take{i}", tracks)
