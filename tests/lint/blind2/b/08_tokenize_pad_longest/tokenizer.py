import numpy as np

PAD, UNK = 0, 1


class CharTokenizer:
    def __init__(self, corpus):
        chars = sorted(set("".join(corpus)))
        self.vocab = {c: i + 2 for i, c in enumerate(chars)}

    @property
    def vocab_size(self):
        return len(self.vocab) + 2

    def encode(self, text):
        return [self.vocab.get(c, UNK) for c in text]


def collate(tokenizer, texts):
    ids = [tokenizer.encode(t) for t in texts]
    max_len = max(len(s) for s in ids)
    batch = np.full((len(ids), max_len), PAD, dtype=np.int32)
    for i, s in enumerate(ids):
        batch[i, : len(s)] = s
    return batch
