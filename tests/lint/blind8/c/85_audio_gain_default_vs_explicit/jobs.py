import numpy as np

from dsp import normalize_audio

TARGET_DB = -20.0


def batch_export(clips):
    return [np.asarray(normalize_audio(c)) for c in clips]


def live_stream(frames, target_db=TARGET_DB):
    for f in frames:
        yield np.asarray(normalize_audio(f, target_db))
