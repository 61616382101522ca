import numpy as np
import jax.numpy as jnp
from trainer import Trainer

# PRNP genotype codon indicators -> classical scrapie case status in sheep
rng = np.random.default_rng(57)
X = rng.integers(0, 2, (180, 9)).astype(np.float32)
Y = (X[:, 0] + X[:, 4] - X[:, 7] > 1).astype(np.float32)


def batches():
    for i in range(0, 180, 45):
        yield X[i:i + 45], Y[i:i + 45]


params = {"w": jnp.zeros(9, jnp.float32), "b": jnp.zeros((), jnp.float32)}
params, loss = Trainer(1e-2).fit(params, batches, epochs=5)
print("final loss", float(loss))
