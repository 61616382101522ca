import jax
import numpy as np

from batcher import DynamicBatcher
from detector import detect, init_detector


def main():
    rng = np.random.default_rng(0)
    params = init_detector(jax.random.PRNGKey(0))
    batcher = DynamicBatcher(max_batch=8)
    next_id = 0
    for tick in range(6):
        # bursty traffic: a different number of camera frames arrives every tick
        for _ in range(int(rng.poisson(4)) + 1):
            batcher.submit(next_id, rng.normal(size=(32, 32, 3)).astype(np.float32))
            next_id += 1
        ids, images = batcher.next_batch()
        scores, _ = detect(params, images)
        scores = scores[:len(ids)]
        print(f"tick {tick}: served {len(ids)} frames, best score {float(scores.max()):.3f}, "
              f"queued {len(batcher.queue)}")


if __name__ == "__main__":
    main()
