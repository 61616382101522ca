import jax.numpy as jnp
import numpy as np
from flax import nnx

from model import VelocityEmulator
from train import fit

rng = np.random.default_rng(0)


def batches(n_batches=8, size=64):
    for _ in range(n_batches):
        x = rng.normal(0, 1, (size, 3)).astype(np.float32)
        log_u = (3.0 + 0.8 * x[:, 0] + 0.5 * x[:, 1] - 0.3 * x[:, 2]).astype(np.float32)
        yield jnp.asarray(x), jnp.asarray(log_u)


model = VelocityEmulator(nnx.Rngs(0))
for epoch in range(3):
    print("epoch", epoch, "loss", round(fit(model, batches()), 4))
