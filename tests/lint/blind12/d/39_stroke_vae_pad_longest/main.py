import jax
import numpy as np

import model
from data import batches, make_strokes


def main():
    rng = np.random.default_rng(0)
    strokes = make_strokes(rng, 48)
    key = jax.random.PRNGKey(0)
    params = model.init(key)
    for epoch in range(2):
        for step, (points, mask) in enumerate(batches(strokes, 8, rng)):
            key, sub = jax.random.split(key)
            loss, grads = model.loss_and_grad(params, points, mask, sub)
            params = jax.tree_util.tree_map(lambda p, g: p - 0.05 * g, params, grads)
        print(f"epoch {epoch} last batch loss {float(loss):.4f} (padded to {points.shape[1]})")


if __name__ == "__main__":
    main()
