import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from loop import fit
from model import GraphConvClassifier

N, F, C = 80, 12, 3


def main():
    rng = np.random.default_rng(0)
    a = (rng.random((N, N)) < 0.06).astype(np.float32)
    a = np.maximum(a, a.T) + np.eye(N, dtype=np.float32)
    d = 1 / np.sqrt(a.sum(1))
    a_hat = jnp.asarray(a * d[:, None] * d[None])
    x = jnp.asarray(rng.normal(size=(N, F)).astype(np.float32))
    y = jnp.asarray(rng.integers(0, C, N).astype(np.int32))
    split = rng.random(N)
    tm = jnp.asarray((split < 0.4).astype(np.float32))
    vm = jnp.asarray((split >= 0.4).astype(np.float32))
    model = GraphConvClassifier(F, 16, C, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    fit(model, optimizer, (x, a_hat, y, tm, vm), epochs=5)


if __name__ == "__main__":
    main()
