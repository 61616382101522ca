import zlib


class HashedVocab:
    """Known words get their own id, all other words share hash buckets."""

    def __init__(self, words=("<pad>", "<unk>"), num_buckets=64):
        self.itos = list(words)
        self.stoi = {w: i for i, w in enumerate(self.itos)}
        self.num_buckets = num_buckets

    def __len__(self):
        return len(self.itos) + self.num_buckets

    def encode(self, text, max_len=8):
        ids = []
        for w in text.split()[:max_len]:
            if w in self.stoi:
                ids.append(self.stoi[w])
            else:
                ids.append(len(self.itos) + zlib.crc32(w.encode()) % self.num_buckets)
        return ids + [0] * (max_len - len(ids))
