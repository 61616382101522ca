import jax
import numpy as np

from model import init_params, segment
from preprocess import TRAIN_SCALES, normalize, resize_square


def photo_stream(rng, n):
    # uploads come in whatever resolution the camera produced
    for _ in range(n):
        h, w = rng.integers(20, 90, size=2)
        yield rng.integers(0, 256, size=(h, w, 3)).astype(np.uint8)


def main():
    rng = np.random.default_rng(0)
    params = init_params(jax.random.PRNGKey(0))
    for i, photo in enumerate(photo_stream(rng, 8)):
        # multi-scale test-time augmentation over a fixed set of input sizes
        votes = []
        for size in TRAIN_SCALES:
            image = normalize(resize_square(photo, size))
            votes.append(float(segment(params, image).mean()))
        print(f"photo {i} {photo.shape[:2]} foreground {np.mean(votes):.2f}")


if __name__ == "__main__":
    main()
