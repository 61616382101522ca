from loader import LOGGERS, load_dive
from features import dive_summary

for dive in range(3):
    for j, lid in enumerate(LOGGERS):
        s = dive_summary(load_dive(lid, seed=dive * 7 + j))
        print(dive, lid, {k: round(float(v), 2) for k, v in s.items()})
