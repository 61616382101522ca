import numpy as np

from lay import plies_per_roll
from rolls import roll_tickets, usable_width

marker_widths = np.array([138.0, 142.0, 146.0, 150.0], np.float32)
marker_length = np.float32(3.2)
for t in roll_tickets():
    w = usable_width(t)
    plies = plies_per_roll(w, t["length_m"], marker_widths, marker_length)
    print(t["roll_id"], round(float(w), 1), plies.tolist())
