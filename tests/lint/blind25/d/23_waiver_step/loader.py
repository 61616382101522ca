import numpy as np

FIELDS = ("ids", "label", "ocr_conf")

def normalize(batch):
    if "ocr_conf" not in batch:
        batch["ocr_conf"] = np.ones(batch["ids"].shape, dtype=np.float32)
    return {k: batch[k] for k in FIELDS}

def filings(rng, n_batches, bs=16, seq=32):
    for i in range(n_batches):
        b = {"ids": rng.integers(1, 300, size=(bs, seq)).astype(np.int32),
             "label": rng.integers(0, 2, size=bs).astype(np.int32)}
        if i % 2:
            b["ocr_conf"] = rng.uniform(0.4, 1.0, size=(bs, seq)).astype(np.float32)
        yield normalize(b)
