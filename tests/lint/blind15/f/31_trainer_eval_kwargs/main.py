import jax.numpy as jnp
import numpy as np

from trainer import Trainer


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 4)).astype(np.float32)
    y = (x[:, 0] > 0).astype(np.int32)
    trainer = Trainer({"w": jnp.zeros((4, 2)), "b": jnp.zeros(2)})
    for epoch in range(3):
        for i in range(0, 64, 16):
            loss = trainer.fit_batch(x[i:i + 16], y[i:i + 16])
        metrics = trainer.evaluate(x[:16], y[:16])
        print(epoch, loss, metrics)


if __name__ == "__main__":
    main()
