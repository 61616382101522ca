import jax.numpy as jnp
import numpy as np
from flax import nnx

from model import FlowHead
from steps import sgd_step


def batch(rng):
    occ = rng.uniform(size=(2, 16, 16, 3)).astype(np.float32)
    flow = np.stack([occ[..., 0] - occ[..., 1], occ[..., 2] - 0.5], axis=-1).astype(np.float32)
    return occ, flow


class Trainer:
    def __init__(self, model):
        self.model = model
        self.epochs_completed = 0


def main():
    rng = np.random.default_rng(0)
    trainer = Trainer(FlowHead(3, rngs=nnx.Rngs(0)))
    model = trainer.model
    lr = jnp.float32(0.05)
    for epoch in range(4):
        for _ in range(2):
            graphdef, params = nnx.split(model, nnx.Param)
            params, loss = sgd_step(graphdef, params, *batch(rng), lr)
            nnx.update(model, params)
        val = float(jnp.mean((model(batch(rng)[0]) - batch(rng)[1]) ** 2))
        trainer.epochs_completed += 1
        print(f"epoch {epoch} loss {float(loss):.4f} val {val:.4f}")


if __name__ == "__main__":
    main()
