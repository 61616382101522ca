import numpy as np
import jax.numpy as jnp
import optax
from flax import nnx

from model import GraphAttention

N_NODES, FEAT = 12, 5


@nnx.jit
def train_step(model, optimizer, x, adj, y):
    def loss_fn(m):
        return (m(x, adj) - y) ** 2
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    model = GraphAttention(FEAT, 8, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    x = jnp.asarray(rng.normal(size=(N_NODES, FEAT)).astype(np.float32))
    adj = jnp.asarray((rng.random((N_NODES, N_NODES)) < 0.3).astype(np.float32) + np.eye(N_NODES, dtype=np.float32))
    y = jnp.float32(1.5)
    for epoch in range(4):
        loss = train_step(model, optimizer, x, adj, y)
        model.epochs_trained.value += 1
        print(f"epoch {int(model.epochs_trained.value)} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
