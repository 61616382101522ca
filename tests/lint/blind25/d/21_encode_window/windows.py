import numpy as np

WINDOW = 64
STRIDE = 48

def sliding_windows(tokens):
    n = max(1, int(np.ceil((len(tokens) - WINDOW) / STRIDE)) + 1)
    padded = np.zeros(WINDOW + STRIDE * (n - 1), dtype=np.int32)
    padded[:len(tokens)] = tokens
    return np.stack([padded[i * STRIDE:i * STRIDE + WINDOW] for i in range(n)])
