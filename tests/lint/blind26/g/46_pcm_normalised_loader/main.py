from features import frame_energy_db
from io_utils import read_clip

for site in ["north", "south", "east", "west"]:
    for idx in range(2):
        e = frame_energy_db(read_clip(site, idx))
        print(site, idx, round(float(e.mean()), 2))
