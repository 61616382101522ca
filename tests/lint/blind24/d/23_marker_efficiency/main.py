import numpy as np

from marker import marker_efficiency

rng = np.random.default_rng(6)
roll_widths = np.array([140.0, 150.0, 160.0, 145.0, 155.0], np.float32)  # cm, from roll tickets
pieces_w = rng.uniform(20, 60, 36).astype(np.float32)
pieces_l = rng.uniform(30, 90, 36).astype(np.float32)
order = np.argsort(-pieces_l)

for i in range(len(roll_widths)):
    eff, length = marker_efficiency(pieces_w[order], pieces_l[order], roll_widths[i])
    print(f"roll {i} width {roll_widths[i]:.0f} cm: efficiency {float(eff):.3f}, marker length {float(length):.0f} cm")
