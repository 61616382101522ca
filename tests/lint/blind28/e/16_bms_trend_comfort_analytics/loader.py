import io

import numpy as np

CSV = "timestamp,zone_temp,rh,co2,supply_flow\n" + "\n".join(
    f"{i},{21 + 0.5 * np.sin(i / 8):.3f},{45 + 5 * np.cos(i / 11):.2f},{520 + 3 * (i % 40)},{0.4 + 0.01 * (i % 20):.3f}"
    for i in range(288)
)


def read_trend(day_offset=0):
    arr = np.genfromtxt(io.StringIO(CSV), delimiter=",", skip_header=1)
    arr[:, 1] += 0.1 * day_offset
    return arr[:, 1:]  # float64 straight from the parser


def read_trend_from_archive(day_offset=0):
    arr = read_trend(day_offset)
    return arr.astype(np.float32)
