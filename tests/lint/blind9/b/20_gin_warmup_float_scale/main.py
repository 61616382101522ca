import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import GIN

N_GRAPHS, NODES_PER_GRAPH, EDGES_PER_GRAPH = 6, 8, 20
WARMUP_STEPS = 4


def ring_batch(rng):
    offsets = np.repeat(np.arange(N_GRAPHS) * NODES_PER_GRAPH, EDGES_PER_GRAPH)
    senders = rng.integers(0, NODES_PER_GRAPH, N_GRAPHS * EDGES_PER_GRAPH) + offsets
    receivers = rng.integers(0, NODES_PER_GRAPH, N_GRAPHS * EDGES_PER_GRAPH) + offsets
    x = rng.normal(size=(N_GRAPHS * NODES_PER_GRAPH, 4)).astype(np.float32)
    graph_index = np.repeat(np.arange(N_GRAPHS), NODES_PER_GRAPH)
    y = np.bincount(receivers // NODES_PER_GRAPH, minlength=N_GRAPHS).astype(np.float32) / EDGES_PER_GRAPH
    return x, senders.astype(np.int32), receivers.astype(np.int32), graph_index.astype(np.int32), y


@nnx.jit
def train_step(model, optimizer, batch, lr_scale):
    x, senders, receivers, graph_index, y = batch

    def loss_fn(m):
        pred = m(x, senders, receivers, graph_index, N_GRAPHS)
        return jnp.mean((pred - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    grads = jax.tree.map(lambda g: g * lr_scale, grads)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    model = GIN(4, 16, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.sgd(1e-4, momentum=0.9), wrt=nnx.Param)
    for step in range(7):
        lr_scale = min(1.0, (step + 1) / WARMUP_STEPS)
        loss = train_step(model, optimizer, ring_batch(rng), lr_scale)
        print(f"step {step} scale={lr_scale:.2f} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
