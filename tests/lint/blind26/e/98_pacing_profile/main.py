from pacing import pacing_profile
from races import RACES

for race, splits in RACES.items():
    cv, kick = pacing_profile(splits)
    print(f"{race:12s} pacing CV {float(cv):.3f} last-lap ratio {float(kick):.3f}")
