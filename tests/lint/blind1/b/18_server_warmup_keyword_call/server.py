import numpy as np

from model import MAX_LEN, classify


def encode_batch(requests):
    ids = np.zeros((len(requests), MAX_LEN), np.int32)
    mask = np.zeros((len(requests), MAX_LEN), np.float32)
    for i, toks in enumerate(requests):
        toks = toks[:MAX_LEN]
        ids[i, : len(toks)] = toks
        mask[i, : len(toks)] = 1.0
    return ids, mask


class SentimentServer:
    def __init__(self, params, batch_size=4):
        self.params = params
        self.batch_size = batch_size

    def warmup(self):
        ids = np.zeros((self.batch_size, MAX_LEN), np.int32)
        mask = np.ones((self.batch_size, MAX_LEN), np.float32)
        classify(self.params, token_ids=ids, mask=mask).block_until_ready()

    def predict(self, requests):
        padded = requests + [[]] * (self.batch_size - len(requests))
        ids, mask = encode_batch(padded)
        logp = classify(self.params, ids, mask)
        return np.asarray(logp[: len(requests)]).argmax(-1).tolist()
