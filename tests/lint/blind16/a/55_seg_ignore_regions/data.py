import numpy as np


def load_sample(rng, size=12):
    image = rng.normal(size=(size, size, 3)).astype(np.float32)
    mask = (image[..., 0] > 0).astype(np.int32)
    sample = {"image": image, "mask": mask}
    if rng.uniform() < 0.4:
        ignore = np.ones((size, size), np.float32)
        y, x = rng.integers(0, size - 4, size=2)
        ignore[y:y + 4, x:x + 4] = 0.0
        sample["valid"] = ignore
    return sample


def collate(samples):
    batch = {"image": np.stack([s["image"] for s in samples]),
             "mask": np.stack([s["mask"] for s in samples])}
    if all("valid" in s for s in samples):
        batch["valid"] = np.stack([s["valid"] for s in samples])
    return batch


def loader(num_batches, batch_size=1, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(num_batches):
        yield collate([load_sample(rng) for _ in range(batch_size)])
