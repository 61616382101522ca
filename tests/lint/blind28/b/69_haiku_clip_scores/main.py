import jax
import numpy as np

from net import scorer


def clip_scores(params, frames):
    return jax.jit(scorer.apply)(params, frames)


def main():
    rng = np.random.default_rng(2)
    params = scorer.init(jax.random.PRNGKey(0), np.zeros((1, 20), np.float32))
    for replay in range(5):
        frames = rng.normal(size=(128, 20)).astype(np.float32)
        s = clip_scores(params, frames)
        print(replay, int(np.argmax(np.asarray(s))))


if __name__ == "__main__":
    main()
