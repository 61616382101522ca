import jax
import jax.numpy as jnp
import numpy as np

from loader import clear_tiles


@jax.jit
def scene_loss(w, tiles, labels, weight):
    feats = tiles.mean(axis=(1, 2))
    logits = feats @ w
    logp = jax.nn.log_softmax(logits)
    nll = -jnp.take_along_axis(logp, labels[:, None], axis=1)[:, 0]
    return jnp.sum(weight * nll) / jnp.maximum(weight.sum(), 1.0)


def main():
    w = jnp.asarray(np.random.default_rng(0).normal(size=(4, 3)).astype(np.float32))
    for scene in range(5):
        tiles, labels, weight = clear_tiles(scene)
        loss = scene_loss(w, jnp.asarray(tiles), jnp.asarray(labels), jnp.asarray(weight))
        print(f"scene {scene}: {int(weight.sum())} clear tiles, loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
