import numpy as np

from frames import tracking_frames
from pitch import slot_pitch_control

shares = []
for (home, hon), (away, aon) in tracking_frames():
    pc = slot_pitch_control(home, hon, away, aon)
    shares.append(float(pc.mean()))
print("home pitch control, first/last 10 frames:", np.mean(shares[:10]), np.mean(shares[-10:]))
