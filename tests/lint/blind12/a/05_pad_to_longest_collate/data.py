import numpy as np

PAD_ID = 0

CORPUS = [
    ("the film was great", 1), ("terrible plot and worse acting", 0),
    ("i loved every minute of it honestly", 1), ("boring", 0),
    ("a masterpiece of modern cinema with a stunning score", 1), ("not worth the ticket", 0),
    ("fine", 1), ("the second half drags on and on without any point at all", 0),
    ("surprisingly warm and funny", 1), ("awful", 0),
    ("one of the best performances this year by far", 1), ("meh", 0),
    ("i walked out after twenty minutes", 0), ("charming", 1),
    ("a slow but rewarding character study", 1), ("the dialogue is painfully stiff and the jokes fall flat every time", 0),
]


class WhitespaceTokenizer:
    def __init__(self, texts):
        words = sorted({w for t in texts for w in t.split()})
        self.vocab = {w: i + 2 for i, w in enumerate(words)}  # 0 pad, 1 unk

    def encode(self, text):
        return [self.vocab.get(w, 1) for w in text.split()]

    def __len__(self):
        return len(self.vocab) + 2


def collate(examples):
    max_len = max(len(ids) for ids, _ in examples)
    input_ids = np.full((len(examples), max_len), PAD_ID, dtype=np.int32)
    for i, (ids, _) in enumerate(examples):
        input_ids[i, : len(ids)] = ids
    labels = np.array([label for _, label in examples], dtype=np.int32)
    return {"input_ids": input_ids, "mask": (input_ids != PAD_ID).astype(np.float32), "labels": labels}


def batches(tokenizer, batch_size):
    encoded = [(tokenizer.encode(t), y) for t, y in CORPUS]
    for start in range(0, len(encoded), batch_size):
        yield collate(encoded[start:start + batch_size])
