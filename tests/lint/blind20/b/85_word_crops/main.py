import jax.numpy as jnp
import numpy as np

from crops import crop_word

PAGE_H, PAGE_W = 120, 90


def detected_words(rng, n):
    for _ in range(n):
        h, w = int(rng.integers(8, 14)), int(rng.integers(10, 40))
        top, left = int(rng.integers(0, PAGE_H - h)), int(rng.integers(0, PAGE_W - w))
        yield top, left, h, w


def main():
    rng = np.random.default_rng(0)
    page = jnp.asarray(rng.random((PAGE_H, PAGE_W)), jnp.float32)
    for top, left, h, w in detected_words(rng, 6):
        crop = crop_word(page, top, left, height=h, width=w)
        print((top, left), crop.shape)


if __name__ == "__main__":
    main()
