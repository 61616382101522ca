import io

import numpy as np

WINDOW = 40
CHANNELS = 6


def read_csv_session(seed):
    rng = np.random.default_rng(seed)
    rows = rng.normal(size=(WINDOW * 4, CHANNELS))
    text = "\n".join(",".join(f"{v:.5f}" for v in r) for r in rows)
    arr = np.loadtxt(io.StringIO(text), delimiter=",")
    return arr.reshape(4, WINDOW, CHANNELS)


def read_npz_session(seed):
    rng = np.random.default_rng(seed)
    buf = io.BytesIO()
    np.savez(buf, acc_gyro=rng.normal(size=(4, WINDOW, CHANNELS)).astype(np.float32))
    buf.seek(0)
    return np.load(buf)["acc_gyro"]


def sessions():
    for s in range(6):
        if s % 2 == 0:
            yield "csv", read_csv_session(s)
        else:
            yield "npz", read_npz_session(s)
