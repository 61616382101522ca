import numpy as np

WINDOW = 64


def padded_window(latencies_ms):
    buf = np.zeros(WINDOW, dtype=np.float32)
    n = min(len(latencies_ms), WINDOW)
    buf[:n] = latencies_ms[-n:]
    return buf, n
