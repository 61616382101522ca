from features import rms_envelope
from io_utils import read_clip

for site in ["north", "south", "east", "west"]:
    for idx in range(2):
        env = rms_envelope(read_clip(site, idx))
        print(site, idx, float((env > 0.5).mean()))
