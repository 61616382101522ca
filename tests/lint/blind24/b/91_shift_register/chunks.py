import numpy as np

CHUNK = 512


def chunk_train(times):
    """Split a pulse train into CHUNK-long blocks; the tail is filled with +inf timestamps."""
    n_chunks = -(-len(times) // CHUNK)
    padded = np.full(n_chunks * CHUNK, np.inf, np.float32)
    padded[: len(times)] = times
    return padded.reshape(n_chunks, CHUNK)
