import jax
import numpy as np

from model import init_params, segment
from preprocess import normalize, resize_short_side


def photo_stream(rng, n):
    # uploads come in whatever resolution the camera produced
    for _ in range(n):
        h, w = rng.integers(20, 90, size=2)
        yield rng.integers(0, 256, size=(h, w, 3)).astype(np.uint8)


def main():
    rng = np.random.default_rng(0)
    params = init_params(jax.random.PRNGKey(0))
    for i, photo in enumerate(photo_stream(rng, 7)):
        image = normalize(resize_short_side(photo))
        mask = segment(params, image)
        print(f"photo {i} {photo.shape[:2]} -> {image.shape[:2]} foreground {float(mask.mean()):.2f}")


if __name__ == "__main__":
    main()
