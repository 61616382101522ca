import numpy as np
from stream import cmvn_chunk

rng = np.random.default_rng(18)
for utt in range(3):
    feats = (rng.normal(size=(400, 13)) * 3 + 5).astype(np.float32)
    stats = None
    out = []
    for start in range(0, 400, 50):
        norm, stats = cmvn_chunk(feats[start:start + 50], stats)
        out.append(norm)
    print(utt, float(np.concatenate(out).mean()), float(stats[0]))
