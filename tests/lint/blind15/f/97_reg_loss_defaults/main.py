import jax.numpy as jnp
import numpy as np

from trainer import Trainer


def main():
    rng = np.random.default_rng(0)
    true_w = np.array([0.3, -0.7, 1.1, 0.0], np.float32)
    trainer = Trainer({"w": jnp.zeros(4), "b": jnp.zeros(())}, lr=0.1)
    vx = rng.normal(size=(24, 4)).astype(np.float32)
    for epoch in range(3):
        for _ in range(4):
            x = rng.normal(size=(24, 4)).astype(np.float32)
            trainer.step(x, x @ true_w)
        print(epoch, trainer.log(x, x @ true_w), trainer.validate(vx, vx @ true_w))


if __name__ == "__main__":
    main()
