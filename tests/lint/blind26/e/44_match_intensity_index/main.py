import numpy as np

from features import from_gps, from_video
from score import match_intensity_index

rng = np.random.default_rng(23)
weights = {"distance": 0.3, "hsr": 0.5, "sprints": 0.2}
for match in range(6):
    feats = from_gps(rng) if match % 2 == 0 else from_video(rng)
    idx = match_intensity_index(feats, weights)
    print("match", match, "top player", int(np.argmax(idx)))
