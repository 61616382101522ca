import jax
import numpy as np

from config import CONFIG
from decoder import FrameClassifier, decode_frames

BLANK = 30


def collapse(path):
    out, prev = [], None
    for p in path:
        if p != prev and p != BLANK:
            out.append(int(p))
        prev = p
    return out


def main():
    rng = np.random.default_rng(61)
    model = FrameClassifier(jax.random.PRNGKey(61))
    for line in range(5):
        frames = rng.normal(size=(CONFIG["frames_per_line"], CONFIG["features"])).astype(np.float32)
        path = decode_frames(model, frames, CONFIG["decode_mode"])
        print(line, len(collapse(np.asarray(path).tolist())))


if __name__ == "__main__":
    main()
