import jax
import numpy as np

from clips import load_clip_batches
from model import model, score_batch


def main():
    rng = np.random.default_rng(1)
    example = {"frames": np.zeros((1, 5, 24), np.float32), "audio": np.zeros((1, 12), np.float32)}
    params = model.init(jax.random.PRNGKey(0), example)["params"]
    flagged = 0
    for batch in load_clip_batches():
        probs = score_batch(params, batch)
        flagged += int((probs[:, 2] > 0.4).sum())
    print("flagged", flagged)


if __name__ == "__main__":
    main()
