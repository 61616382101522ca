import numpy as np

from pipeline import nightly_onsets, single_onsets

rng = np.random.default_rng(1)
clips = rng.normal(size=(6, 16000)).astype(np.float32)
for night, settings in enumerate([{}, {"hop": 320}, {"hop": np.int64(320)}]):
    o = nightly_onsets(clips, settings)
    print(night, round(float(np.mean([x.sum() for x in o])), 3))
print("spot check", round(float(single_onsets(clips[0]).sum()), 3))
