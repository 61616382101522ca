import jax
import jax.numpy as jnp
from flax import nnx


class StepEmulator(nnx.Module):
    def __init__(self, n, rngs):
        self.l1 = nnx.Linear(n, 64, rngs=rngs)
        self.l2 = nnx.Linear(64, n, rngs=rngs)

    def __call__(self, x):
        return x + self.l2(nnx.tanh(self.l1(x)))


@nnx.jit
def rollout_train_step(model, optimizer, traj, key, tf_ratio):
    def loss_fn(m):
        def body(x, inp):
            truth_t, truth_next, k = inp
            use_truth = jax.random.uniform(k) < tf_ratio
            x_in = jnp.where(use_truth, truth_t, x)
            pred = m(x_in)
            return pred, jnp.mean((pred - truth_next) ** 2)

        keys = jax.random.split(key, traj.shape[0] - 1)
        _, losses = jax.lax.scan(body, traj[0], (traj[:-1], traj[1:], keys))
        return losses.mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss
