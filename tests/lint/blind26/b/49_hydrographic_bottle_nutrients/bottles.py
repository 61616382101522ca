import io

import numpy as np

COLUMNS = ("depth", "nitrate", "phosphate", "silicate")


def lab_export(station, rng, n=24):
    rows = [",".join(COLUMNS)]
    for i in range(n):
        depth = 5 + i * 20
        p = 0.2 + 2.0 * (1 - np.exp(-depth / 150)) + rng.normal(0, 0.02)
        no3 = 16 * p + rng.normal(0, 0.3)
        si = 20 * p + rng.normal(0, 1)
        if station % 2:
            # this lab rounds to whole micromoles
            rows.append(f"{depth},{round(no3)},{p:.2f},{round(si)}")
        else:
            rows.append(f"{depth},{no3:.2f},{p:.3f},{si:.1f}")
    return "\n".join(rows)


def parse(text):
    data = np.genfromtxt(io.StringIO(text), delimiter=",", skip_header=1, dtype=np.float32)
    return {c: data[:, i] for i, c in enumerate(COLUMNS)}
