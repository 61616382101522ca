import numpy as np
import jax
import jax.numpy as jnp

from model import runway_net, detect_runway
from preprocess import FramePreprocessor


def approach_frames(rng):
    shapes = [(120, 160), (96, 128), (120, 160), (240, 320)]
    for k, shp in enumerate(shapes):
        img = rng.uniform(0, 1, shp).astype(np.float32)
        yield (img * 255).astype(np.uint8) if k % 2 else img


def main():
    rng = np.random.default_rng(0)
    prep = FramePreprocessor()
    params = runway_net.init(jax.random.PRNGKey(0), jnp.zeros((1, 32, 32, 1)))
    for k, frame in enumerate(approach_frames(rng)):
        corners = detect_runway(params, prep(frame))
        print(k, frame.shape, frame.dtype, np.round(np.asarray(corners[0]), 3))


if __name__ == "__main__":
    main()
