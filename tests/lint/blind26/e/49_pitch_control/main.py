import numpy as np

from frames import tracking_frames
from pitch import pitch_control

shares = []
for home, away in tracking_frames():
    pc = pitch_control(home, away)
    shares.append(float(pc.mean()))
print("home pitch control, first/last 10 frames:", np.mean(shares[:10]), np.mean(shares[-10:]))
