import numpy as np


def load_sample(rng, size=12):
    image = rng.normal(size=(size, size, 3)).astype(np.float32)
    mask = (image[..., 0] > 0).astype(np.int32)
    valid = np.ones((size, size), np.float32)
    if rng.uniform() < 0.4:
        y, x = rng.integers(0, size - 4, size=2)
        valid[y:y + 4, x:x + 4] = 0.0
    return {"image": image, "mask": mask, "valid": valid}


def collate(samples):
    return {key: np.stack([s[key] for s in samples]) for key in ("image", "mask", "valid")}


def loader(num_batches, batch_size=1, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(num_batches):
        yield collate([load_sample(rng) for _ in range(batch_size)])
