import jax
import numpy as np

from collate import collate
from model import init, predict


def scene_stream(n_scenes, agents=6, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_scenes):
        hists = []
        for _ in range(agents):
            length = int(rng.integers(3, 20))
            v = rng.normal(size=2)
            hists.append((np.arange(length)[:, None] * v * 0.1).astype(np.float32))
        yield hists


def main():
    params = init(jax.random.PRNGKey(0))
    for i, hists in enumerate(scene_stream(6)):
        batch, mask = collate(hists)
        fut = predict(params, batch, mask)
        print(f"scene {i} padded len {batch.shape[1]} pred {fut.shape}")


if __name__ == "__main__":
    main()
