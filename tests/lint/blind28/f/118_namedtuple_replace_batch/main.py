import jax.numpy as jnp
import numpy as np

from batch import holdout_batch, mirror, validation_batches
from model import checkpoint_loss


def main():
    rng = np.random.default_rng(0)
    w = {"enc": jnp.asarray(rng.normal(size=(42, 32)) * 0.1, jnp.float32),
         "cls": jnp.asarray(rng.normal(size=(32, 12)) * 0.1, jnp.float32)}
    for ckpt in range(2):
        w = {k: v * 1.05 for k, v in w.items()}
        val = [float(checkpoint_loss(w, b)) for b in validation_batches(rng)]
        hb = holdout_batch(rng)
        held = float(checkpoint_loss(w, hb))
        held_mirror = float(checkpoint_loss(w, mirror(hb)))
        print(ckpt, round(float(np.mean(val)), 4), round(held, 4), round(held_mirror, 4))


if __name__ == "__main__":
    main()
