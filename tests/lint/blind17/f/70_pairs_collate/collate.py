from collections import OrderedDict

import numpy as np


def collate(samples, with_captions_first=False):
    images = np.stack([s["image"] for s in samples]).astype(np.float32)
    texts = np.stack([s["text"] for s in samples]).astype(np.float32)
    if with_captions_first:
        return OrderedDict([("text", texts), ("image", images)])
    return {"image": images, "text": texts}


def sample_stream(rng, n, img_dim=12, txt_dim=10):
    for _ in range(n):
        yield {"image": rng.normal(size=img_dim), "text": rng.normal(size=txt_dim)}
