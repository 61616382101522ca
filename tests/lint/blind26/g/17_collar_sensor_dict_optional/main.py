from loader import COLLARS, load_window
from features import window_features

for day in range(3):
    for i, cid in enumerate(COLLARS):
        f = window_features(load_window(cid, seed=10 * day + i))
        print(day, cid, {k: round(float(v), 3) for k, v in f.items()})
