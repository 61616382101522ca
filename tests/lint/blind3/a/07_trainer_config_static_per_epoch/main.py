import jax.numpy as jnp
import numpy as np

from config import StepConfig
from trainer import Trainer


def make_batches(rng, n_batches=4, bs=16, dim=6, n_classes=3):
    w = rng.normal(size=(dim, n_classes))
    out = []
    for _ in range(n_batches):
        x = rng.normal(size=(bs, dim)).astype(np.float32)
        out.append((x, np.argmax(x @ w, -1).astype(np.int32)))
    return out


def main():
    rng = np.random.default_rng(0)
    params = {"w": jnp.zeros((6, 3)), "b": jnp.zeros(3)}
    trainer = Trainer(params, StepConfig(label_smoothing=0.1))
    trainer.fit(make_batches(rng), n_epochs=5)


if __name__ == "__main__":
    main()
