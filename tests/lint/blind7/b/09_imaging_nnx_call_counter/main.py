import numpy as np
import jax.numpy as jnp
import optax
from flax import nnx

from model import PatchClassifier
from train import train_step


def fake_patches(rng, n=32, size=8):
    x = rng.normal(size=(n, size * size)).astype(np.float32)
    y = (x[:, : size].mean(1) > 0).astype(np.int32)
    return jnp.asarray(x), jnp.asarray(y)


def main():
    rng = np.random.default_rng(0)
    model = PatchClassifier(64, 2, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for step in range(5):
        x, y = fake_patches(rng)
        loss = train_step(model, optimizer, x, y)
        print(step, model.updates_seen, float(loss))


if __name__ == "__main__":
    main()
