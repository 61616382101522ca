import numpy as np

from framing import onset_strength

HOP = 320


def nightly_onsets(clips, settings):
    hop = int(settings.get("hop", HOP))
    return [np.asarray(onset_strength(c, hop=hop)) for c in clips]


def single_onsets(clip):
    return np.asarray(onset_strength(clip, hop=HOP))
