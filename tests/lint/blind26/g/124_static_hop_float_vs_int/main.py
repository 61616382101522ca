import numpy as np

from monitoring import live_features
from training_data import train_features

rng = np.random.default_rng(0)
clips = rng.standard_normal((4, 16000)).astype(np.float32)   # gibbon duet clips
feats = train_features(clips)
print("train", len(feats), round(float(np.mean([f.mean() for f in feats])), 3))
for i in range(3):
    live = live_features(rng.standard_normal(16000).astype(np.float32))
    print("live", i, round(float(live.mean()), 3))
