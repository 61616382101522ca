import io

import numpy as np

# exports from two different jump-mat systems; one logs whole centimetres
CSV_FILES = {
    "mat_A_week1.csv": "athlete,cmj_cm\n" + "\n".join(f"{i},{30 + (i * 7) % 15}" for i in range(24)),
    "mat_B_week1.csv": "athlete,cmj_cm\n" + "\n".join(f"{i},{31.5 + (i * 3) % 11 * 0.7:.1f}" for i in range(24)),
    "mat_A_week2.csv": "athlete,cmj_cm\n" + "\n".join(f"{i},{29 + (i * 5) % 16}" for i in range(24)),
    "mat_B_week2.csv": "athlete,cmj_cm\n" + "\n".join(f"{i},{30.2 + (i * 2) % 13 * 0.6:.1f}" for i in range(24)),
}


def read_jumps(name):
    rows = [line.split(",") for line in CSV_FILES[name].strip().splitlines()[1:]]
    vals = [r[1] for r in rows]
    if all(v.isdigit() for v in vals):
        return np.array([int(v) for v in vals])
    return np.array([float(v) for v in vals])
