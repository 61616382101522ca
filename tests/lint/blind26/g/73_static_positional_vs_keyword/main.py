import numpy as np

from evaluate import envelope_for_eval
from train_data import envelope_features

rng = np.random.default_rng(0)
train = rng.normal(size=(8, 8192)).astype(np.float32)    # frog chorus clips
test = rng.normal(size=(3, 8192)).astype(np.float32)
F = envelope_features(train)
print("train", F.shape, round(float(F.mean()), 4))
for i, c in enumerate(test):
    print("test", i, round(float(envelope_for_eval(c).max()), 4))
