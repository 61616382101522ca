import numpy as np


def tumbling_windows(signal, size):
    """Split a long CO2 evolution record into consecutive analysis windows."""
    for start in range(0, len(signal), size):
        yield start, signal[start:start + size]
