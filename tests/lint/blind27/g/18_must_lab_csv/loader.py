import io

import numpy as np


def make_csv(n_rows, seed):
    rng = np.random.default_rng(seed)
    buf = io.StringIO()
    buf.write("brix,ph,ta,yan\n")
    for _ in range(n_rows):
        buf.write(f"{rng.uniform(20,27):.1f},{rng.uniform(3.1,3.8):.2f},{rng.uniform(5,9):.1f},{rng.uniform(80,350):.0f}\n")
    buf.seek(0)
    return buf


def load_lot(buf):
    return np.loadtxt(buf, delimiter=",", skiprows=1)


def load_lot_compact(buf):
    return np.loadtxt(buf, delimiter=",", skiprows=1, dtype=np.float32)
