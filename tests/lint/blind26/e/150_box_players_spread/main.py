import numpy as np

from tracking import box_players_spread

rng = np.random.default_rng(82)
for frame in range(8):
    xy = rng.uniform([0, 0], [105, 68], size=(22, 2)).astype(np.float32)
    xy[: 4 + frame % 3] = rng.uniform([88, 14], [105, 54], size=(4 + frame % 3, 2))
    in_box = (xy[:, 0] > 88.5) & (xy[:, 1] > 13.8) & (xy[:, 1] < 54.2)
    spread = box_players_spread(xy, in_box, n_in_box=int(in_box.sum()))
    print("frame", frame, "players in box", int(in_box.sum()), "spread (m)", round(float(spread), 2))
