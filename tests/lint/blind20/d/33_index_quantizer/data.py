import numpy as np


def corpus_batches(embeddings, batch_size):
    n = embeddings.shape[0]
    for start in range(0, n, batch_size):
        yield start, embeddings[start : start + batch_size]
