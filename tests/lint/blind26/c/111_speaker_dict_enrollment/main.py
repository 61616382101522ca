import numpy as np
from enroll import verify

# speaker verification in a growing archive: consultants enrol as field trips happen
rng = np.random.default_rng(111)
voices = {f"consultant_{i}": rng.normal(size=24).astype(np.float32) for i in range(5)}
enrolled = {}
for trip, new in enumerate([["consultant_0", "consultant_1"], ["consultant_2"], [], ["consultant_3", "consultant_4"]]):
    for name in new:
        enrolled[name] = voices[name] + 0.1 * rng.normal(size=24).astype(np.float32)
    probe = voices["consultant_0"] + 0.3 * rng.normal(size=24).astype(np.float32)
    scores = np.asarray(verify(enrolled, probe))
    print(trip, sorted(enrolled), np.round(scores, 2))
