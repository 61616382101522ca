import jax.numpy as jnp
import optax
from flax import nnx


class PairNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(1, 16, rngs=rngs)
        self.l2 = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, pos, mask):
        d = jnp.linalg.norm(pos[:, :, None] - pos[:, None, :] + 1e-9, axis=-1)
        pair_mask = mask[:, :, None] * mask[:, None, :]
        pair_mask = pair_mask * (1.0 - jnp.eye(pos.shape[1]))
        e = self.l2(nnx.tanh(self.l1(d[..., None])))[..., 0]
        return 0.5 * jnp.sum(e * pair_mask, axis=(1, 2))


@nnx.jit
def train_step(model, optimizer, pos, mask, energy):
    def loss_fn(m):
        return jnp.mean((m(pos, mask) - energy) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def make_optimizer(model):
    return nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
