import re

import numpy as np


class WordTokenizer:
    specials = ("<pad>", "<unk>", "<s>", "</s>")

    def __init__(self, grow=True):
        self.vocab = {tok: i for i, tok in enumerate(self.specials)}
        self.grow = grow

    @property
    def vocab_size(self):
        return len(self.vocab)

    def tokenize(self, text):
        return re.findall(r"[a-z']+|[.,!?]", text.lower())

    def token_id(self, word):
        if word not in self.vocab:
            if not self.grow:
                return self.vocab["<unk>"]
            self.vocab[word] = len(self.vocab)
        return self.vocab[word]

    def encode_batch(self, texts, max_len):
        out = np.zeros((len(texts), max_len), dtype=np.int32)
        for i, text in enumerate(texts):
            ids = [self.token_id(w) for w in self.tokenize(text)][:max_len]
            out[i, :len(ids)] = ids
        return out
