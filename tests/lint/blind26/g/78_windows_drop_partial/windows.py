import numpy as np

WIN = 1024


def windows(signal, hop=WIN):
    n_full = (len(signal) - WIN) // hop + 1
    for i in range(n_full):
        yield signal[i * hop:i * hop + WIN]
