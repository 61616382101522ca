import numpy as np


def corpus_batches(embeddings, batch_size):
    n, dim = embeddings.shape
    for start in range(0, n, batch_size):
        chunk = embeddings[start : start + batch_size]
        batch = np.zeros((batch_size, dim), dtype=embeddings.dtype)
        batch[: chunk.shape[0]] = chunk
        yield start, batch, chunk.shape[0]
