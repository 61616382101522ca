import numpy as np
from frontend import normalise_frames

# per-corpus preprocessing settings; some read from a YAML-like table with 0/1 values
corpora = {
    "read_speech": {"cmvn": True},
    "spontaneous": {"cmvn": False},
    "elicitation": {"cmvn": 1},
    "broadcast": {"cmvn": 0},
}
rng = np.random.default_rng(72)
for name, opts in corpora.items():
    frames = (rng.normal(size=(200, 13)) * 4 + 2).astype(np.float32)
    out = normalise_frames(frames, opts["cmvn"])
    print(name, round(float(out.mean()), 3))
