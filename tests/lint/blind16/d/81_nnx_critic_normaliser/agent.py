import jax.numpy as jnp
import optax
from flax import nnx


class ObsStats(nnx.Variable):
    pass


class Critic(nnx.Module):
    def __init__(self, obs_dim, rngs):
        self.l1 = nnx.Linear(obs_dim, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)
        self.obs_mean = ObsStats(jnp.zeros(obs_dim))
        self.obs_std = ObsStats(jnp.ones(obs_dim))

    def normalize(self, obs):
        return (obs - self.obs_mean.value) / self.obs_std.value

    def set_stats(self, mean, std):
        self.obs_mean.value = jnp.asarray(mean)
        self.obs_std.value = jnp.asarray(std)

    def __call__(self, obs):
        x = self.normalize(obs)
        return self.l2(nnx.relu(self.l1(x)))[:, 0]


@nnx.jit
def value_step(model, optimizer, obs, returns):
    def loss_fn(m):
        return jnp.mean((m(obs) - returns) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def make_optimizer(model):
    return nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
