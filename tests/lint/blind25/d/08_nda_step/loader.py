import numpy as np

class DocBatcher:
    """Mixes born-digital filings with scanned ones; scanned pages carry OCR confidences."""
    def __init__(self, n_batches=6, bs=16, seq=40, seed=2):
        self.rng = np.random.default_rng(seed)
        self.n_batches, self.bs, self.seq = n_batches, bs, seq

    def __iter__(self):
        for i in range(self.n_batches):
            ids = self.rng.integers(1, 400, size=(self.bs, self.seq)).astype(np.int32)
            batch = {"ids": ids, "label": self.rng.integers(0, 2, size=self.bs).astype(np.int32)}
            if i % 3 == 2:
                batch["ocr_conf"] = self.rng.uniform(0.5, 1.0, size=(self.bs, self.seq)).astype(np.float32)
            yield batch
