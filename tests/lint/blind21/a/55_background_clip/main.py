import jax.numpy as jnp
import numpy as np

from background import clipped_background
from qa import qa_report


def exposures(n, size=64, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        img = rng.normal(100 + 5 * i, 4, (size, size))
        img[rng.integers(0, size, 20), rng.integers(0, size, 20)] += 1000
        yield img.astype(np.float32)


if __name__ == "__main__":
    for i, img in enumerate(exposures(4)):
        img = jnp.asarray(img)
        sky, rms = clipped_background(img)
        detections = int(jnp.sum(img > sky + 5 * rms))
        report = qa_report(img)
        print(f"exp {i}: sky {float(sky):.2f} detections {detections} qa {report}")
