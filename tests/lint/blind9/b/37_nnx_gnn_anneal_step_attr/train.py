import jax.numpy as jnp
from flax import nnx


@nnx.jit
def train_step(model, optimizer, x, senders, receivers, target):
    def loss_fn(m):
        return jnp.mean((m(x, senders, receivers) - target) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def fit(model, optimizer, graph, n_steps):
    for _ in range(n_steps):
        loss = train_step(model, optimizer, *graph)
        model.updates_seen += 1
        print(f"tau={model.temperature:.2f} loss={float(loss):.4f}")
