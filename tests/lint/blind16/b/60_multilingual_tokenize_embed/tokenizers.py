import numpy as np

MAX_LEN = 32
WORDS = {w: i + 256 for i, w in enumerate("hello world good morning how are you today".split())}


class WordTokenizer:
    def encode(self, text):
        ids = [WORDS[w] for w in text.split()]
        out = np.zeros(MAX_LEN, dtype=np.int64)
        out[: len(ids)] = ids[:MAX_LEN]
        return out

    def can_encode(self, text):
        return all(w in WORDS for w in text.split())


class ByteTokenizer:
    def encode(self, text):
        raw = np.frombuffer(text.encode("utf-8")[:MAX_LEN], dtype=np.uint8)
        return np.pad(raw, (0, MAX_LEN - len(raw))).astype(np.int32)


def tokenize(texts):
    word, byte = WordTokenizer(), ByteTokenizer()
    if all(word.can_encode(t) for t in texts):
        return np.stack([word.encode(t) for t in texts])
    return np.stack([byte.encode(t) for t in texts])
