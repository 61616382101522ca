import numpy as np

from classifier import ThumbnailModerator


def upload_queue(n_batches, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        yield rng.uniform(0, 1, (8, 32, 32, 3)).astype(np.float32)


def main():
    mod = ThumbnailModerator()
    held = 0
    for thumbs in upload_queue(5):
        held += int(mod.review(thumbs).sum())
    print("held for human review:", held)


if __name__ == "__main__":
    main()
