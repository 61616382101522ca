import numpy as np

HEIGHT = 16
BUCKETS = (32, 64)


def synth_pages(seed, n_lines):
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(n_lines):
        w = int(rng.integers(12, 64))
        out.append((rng.random((HEIGHT, w)).astype(np.float32), int(rng.integers(0, 30))))
    return out


def bucket_width(w):
    for b in BUCKETS:
        if w <= b:
            return b
    return BUCKETS[-1]


class LineLoader:
    def __init__(self, lines, batch_size):
        self.lines = lines
        self.batch_size = batch_size

    def __iter__(self):
        by_bucket = {}
        for img, lab in self.lines:
            by_bucket.setdefault(bucket_width(img.shape[1]), []).append((img, lab))
        for width in BUCKETS:
            items = by_bucket.get(width, [])
            n_full = len(items) // self.batch_size
            for b in range(n_full):
                chunk = items[b * self.batch_size : (b + 1) * self.batch_size]
                x = np.zeros((self.batch_size, HEIGHT, width), np.float32)
                for i, (img, _) in enumerate(chunk):
                    x[i, :, : img.shape[1]] = img
                y = np.array([lab for _, lab in chunk], np.int32)
                yield x, y
