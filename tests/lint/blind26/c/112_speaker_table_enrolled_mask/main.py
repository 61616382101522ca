import numpy as np
from archive import SpeakerArchive
from scoring import verify_all

rng = np.random.default_rng(112)
voices = {f"consultant_{i}": rng.normal(size=24).astype(np.float32) for i in range(5)}
archive = SpeakerArchive()
for trip, new in enumerate([["consultant_0", "consultant_1"], ["consultant_2"], [], ["consultant_3", "consultant_4"]]):
    for name in new:
        archive.enroll(name, voices[name] + 0.1 * rng.normal(size=24).astype(np.float32))
    probe = voices["consultant_0"] + 0.3 * rng.normal(size=24).astype(np.float32)
    scores = np.asarray(verify_all(archive.means, archive.enrolled, probe))[:len(archive.names)]
    print(trip, archive.names, np.round(scores, 2))
