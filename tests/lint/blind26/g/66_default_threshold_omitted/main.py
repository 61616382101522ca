import numpy as np

from metrics import detection_f1

rng = np.random.default_rng(0)
labels = rng.random((6, 500)) < 0.2                  # bat pass present per 5 s segment
scores = np.clip(labels + rng.normal(0, 0.4, size=labels.shape), 0, 1).astype(np.float32)

for night in range(6):
    print("night", night, round(float(detection_f1(scores[night], labels[night])), 3))

best = max(((float(detection_f1(scores[0], labels[0], t)), t) for t in [0.3, 0.4, 0.5, 0.6]))
print("threshold tuning on night 0:", best)
