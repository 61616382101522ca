import jax
import numpy as np

from augment import preview_key, stroke_jitter


def main():
    rng = np.random.default_rng(104)
    strokes = rng.normal(size=(8, 20, 2)).astype(np.float32)
    print("preview", float(stroke_jitter(preview_key(), strokes).std()))
    key = jax.random.key(104)
    for epoch in range(3):
        key, sub = jax.random.split(key)
        print(epoch, float(stroke_jitter(sub, strokes).std()))


if __name__ == "__main__":
    main()
