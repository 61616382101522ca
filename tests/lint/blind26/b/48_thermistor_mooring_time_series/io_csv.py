import io

import numpy as np


def make_csv(depth_m, rng, n=96, integer_logger=False):
    lines = ["hour,temp_c"]
    for h in range(n):
        t = 12 + 3 * np.exp(-depth_m / 40) * np.sin(2 * np.pi * h / 24) + rng.normal(0, 0.05)
        if integer_logger:
            # older thermistor loggers report whole hours and centi-degrees as integers
            lines.append(f"{h},{int(round(t * 100))}")
        else:
            lines.append(f"{h + 0.5:.2f},{t:.3f}")
    return "\n".join(lines)


def read_mooring_csv(text):
    arr = np.genfromtxt(io.StringIO(text), delimiter=",", names=True, dtype=None)
    temp = arr["temp_c"]
    if temp.dtype.kind == "i":
        temp = temp / 100
    return arr["hour"], temp
