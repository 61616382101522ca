import numpy as np

from tracker import PlayerTrack

rng = np.random.default_rng(17)
tracks = [PlayerTrack(pid) for pid in (7, 10, 23)]
for frame in range(50):
    for k, tr in enumerate(tracks):
        true = np.array([10.0 + k + 0.2 * frame, 30.0 - 0.1 * frame], np.float32)
        det = true + rng.normal(0, 0.5, 2).astype(np.float32)
        tr.step(det)
for tr in tracks:
    print(tr.player_id, np.round(np.asarray(tr.state), 2))
