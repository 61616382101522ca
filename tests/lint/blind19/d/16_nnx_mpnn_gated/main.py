import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from layers import MoleculeNet

N_NODES, N_EDGES, N_GRAPHS = 48, 96, 4


def fixed_batch(rng):
    x = rng.normal(size=(N_NODES, 6)).astype(np.float32)
    gid = np.repeat(np.arange(N_GRAPHS), N_NODES // N_GRAPHS).astype(np.int32)
    per = N_NODES // N_GRAPHS
    local = rng.integers(0, per, (2, N_EDGES))
    owner = np.repeat(np.arange(N_GRAPHS), N_EDGES // N_GRAPHS)
    s, r = (local + owner * per).astype(np.int32)
    y = rng.normal(size=N_GRAPHS).astype(np.float32)
    return tuple(jnp.asarray(a) for a in (x, s, r, gid, y))


@nnx.jit
def train_step(model, optimizer, x, s, r, gid, y):
    def loss_fn(m):
        return jnp.mean((m(x, s, r, gid, N_GRAPHS) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    model = MoleculeNet(6, 16, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for step in range(6):
        loss = train_step(model, optimizer, *fixed_batch(rng))
    print("loss", float(loss))


if __name__ == "__main__":
    main()
