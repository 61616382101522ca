class ScanConfig:
    def __init__(self, ngram=2, vocab=4096, temperature=1.0):
        self.ngram = ngram
        self.vocab = vocab
        self.temperature = temperature

    @classmethod
    def from_dict(cls, d):
        return cls(**d)
