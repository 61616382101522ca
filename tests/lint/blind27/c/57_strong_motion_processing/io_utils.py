import io

import numpy as np


def read_ascii(text):
    return np.loadtxt(io.StringIO(text))


def read_binary(buf):
    return np.frombuffer(buf, dtype=np.float32)


def synthetic_files(rng, n_files, npts=1500):
    for k in range(n_files):
        data = (np.sin(np.linspace(0, 30, npts)) + 0.2 * rng.normal(size=npts)).astype(np.float32)
        if k % 2 == 0:
            yield "ascii", "\n".join(f"{v:.6f}" for v in data)
        else:
            yield "sac", data.tobytes()
