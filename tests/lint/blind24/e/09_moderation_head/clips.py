import numpy as np


def load_clip_batches(n_batches=6, batch=4, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n_batches):
        item = {"frames": rng.standard_normal((batch, 5, 24)).astype(np.float32)}
        # some uploads are silent video with no audio track
        if i % 3 != 1:
            item["audio"] = rng.standard_normal((batch, 12)).astype(np.float32)
        yield item
