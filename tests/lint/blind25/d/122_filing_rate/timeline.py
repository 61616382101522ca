import numpy as np

def padded_windows(events, window):
    n_win = -(-len(events) // window)
    padded = np.zeros(n_win * window, np.float32)
    valid = np.zeros(n_win * window, np.float32)
    padded[:len(events)] = events
    valid[:len(events)] = 1.0
    return padded.reshape(n_win, window), valid.reshape(n_win, window)
