import numpy as np

REVIEWS = [
    "runs small order a size up", "perfect fit", "fabric pilled after two washes very disappointed",
    "true to size", "sleeves too long", "love the color but the waist is tight and the zipper broke",
    "great", "shrunk in the dryer", "comfortable stretchy denim", "seams came apart",
    "fits like a glove", "too big in the shoulders", "nice", "itchy wool", "very soft and warm",
    "length is fine but hips are snug", "returned it", "excellent quality for the price",
]


class ReviewBatcher:
    def __init__(self, texts, batch_size=4):
        self.texts = texts
        self.batch_size = batch_size
        self.vocab = {"<pad>": 0}

    def ids(self, text):
        return [self.vocab.setdefault(w, len(self.vocab)) for w in text.split()]

    def __iter__(self):
        for i in range(0, len(self.texts) - self.batch_size + 1, self.batch_size):
            seqs = [self.ids(t) for t in self.texts[i:i + self.batch_size]]
            width = max(len(s) for s in seqs)
            arr = np.zeros((len(seqs), width), np.int32)
            for r, s in enumerate(seqs):
                arr[r, :len(s)] = s
            yield arr
