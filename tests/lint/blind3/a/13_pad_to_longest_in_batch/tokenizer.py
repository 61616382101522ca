PAD_ID = 0


class CharTokenizer:
    def __init__(self, alphabet="abcdefghijklmnopqrstuvwxyz "):
        self.vocab = {c: i + 1 for i, c in enumerate(alphabet)}

    def encode(self, text):
        return [self.vocab.get(c, len(self.vocab)) for c in text.lower()]

    def pad_batch(self, seqs):
        max_len = max(len(s) for s in seqs)
        ids = [s + [PAD_ID] * (max_len - len(s)) for s in seqs]
        mask = [[1] * len(s) + [0] * (max_len - len(s)) for s in seqs]
        return ids, mask
