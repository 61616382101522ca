import numpy as np


class StatementLoader:
    def __init__(self, items, vocab, collate_fn, batch_size=4):
        self.items, self.vocab, self.collate_fn, self.bs = items, vocab, collate_fn, batch_size

    def __iter__(self):
        for i in range(0, len(self.items), self.bs):
            chunk = self.items[i:i + self.bs]
            tokens = self.collate_fn([self.vocab.encode(t) for t, _ in chunk])
            yield tokens, np.array([y for _, y in chunk], np.float32)
