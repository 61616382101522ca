import jax
import jax.numpy as jnp
import numpy as np

from inference import run_tiles
from models import build_model

CFG = {"features": 8, "num_classes": 3}


def main():
    rng = np.random.default_rng(0)
    params = build_model(CFG).init(jax.random.PRNGKey(0), jnp.zeros((1, 16, 16, 3)))
    scene = rng.uniform(size=(64, 64, 3)).astype(np.float32)
    # 16x16 tiles, four tiles per batch
    tiles = scene.reshape(4, 16, 4, 16, 3).transpose(0, 2, 1, 3, 4).reshape(-1, 16, 16, 3)
    masks = run_tiles(CFG, params, np.split(tiles, 4))
    coverage = np.bincount(np.concatenate([np.asarray(m).ravel() for m in masks]), minlength=3)
    print("class coverage", coverage / coverage.sum())


if __name__ == "__main__":
    main()
