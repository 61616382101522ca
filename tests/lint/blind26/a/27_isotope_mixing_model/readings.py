import io
import numpy as np

CSV = "\n".join(f"{0.7085 + 0.0004 * np.sin(i):.6f},{-5.1 + 0.3 * np.cos(i):.3f}" for i in range(24))


def from_csv():
    return np.loadtxt(io.StringIO(CSV), delimiter=",")


def from_store():
    return from_csv().astype(np.float32)
