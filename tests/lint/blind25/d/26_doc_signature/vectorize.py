import numpy as np

VOCAB = 200

def bag_of_words(docs):
    out = np.zeros((len(docs), VOCAB), dtype=np.int32)
    for i, d in enumerate(docs):
        np.add.at(out[i], d, 1)
    return out

def tfidf(docs, idf):
    counts = bag_of_words(docs).astype(np.float32)
    tf = counts / np.maximum(counts.sum(1, keepdims=True), 1)
    return (tf * idf).astype(np.float32)
