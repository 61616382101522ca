import jax.numpy as jnp
import numpy as np

from selftrain import LesionSelfTrainer


def main():
    rng = np.random.default_rng(2)
    img = rng.uniform(size=(16, 16, 3)).astype(np.float32)
    labels = (img[..., 0] > 0.7).astype(np.float32)
    trainer = LesionSelfTrainer({"w": jnp.zeros((3, 1)), "b": jnp.zeros(1)})
    for r in range(5):
        print(r, float(trainer.round(img, labels)))


if __name__ == "__main__":
    main()
