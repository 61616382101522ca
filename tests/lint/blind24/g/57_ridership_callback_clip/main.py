import jax.numpy as jnp
import numpy as np

from callbacks import TightenClipping
from trainer import Trainer


def make_batches(seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(320, 4)).astype(np.float32)
    y = (x @ np.array([30.0, -12.0, 5.0, 8.0]) + 200.0).astype(np.float32)

    def batches():
        for i in range(0, 320, 64):
            yield jnp.asarray(x[i:i + 64]), jnp.asarray(y[i:i + 64])
    return batches


def main():
    params = {"w": jnp.zeros(4), "b": jnp.zeros(())}
    trainer = Trainer(params, callbacks=[TightenClipping()])
    trainer.fit(make_batches(), epochs=6)


if __name__ == "__main__":
    main()
