import jax
import jax.numpy as jnp
import optax
from flax import nnx


class UpdateCount(nnx.Variable):
    pass


class GaussianPolicy(nnx.Module):
    def __init__(self, obs_dim, act_dim, rngs):
        self.hidden = nnx.Linear(obs_dim, 32, rngs=rngs)
        self.mean = nnx.Linear(32, act_dim, rngs=rngs)
        self.log_std = nnx.Param(jnp.full((act_dim,), -0.5, dtype=jnp.float32))
        self.updates = UpdateCount(jnp.zeros((), jnp.int32))

    def __call__(self, obs):
        return self.mean(jnp.tanh(self.hidden(obs))), self.log_std[...]


def log_prob(policy, obs, actions):
    mean, log_std = policy(obs)
    z = (actions - mean) / jnp.exp(log_std)
    return jnp.sum(-0.5 * z**2 - log_std - 0.5 * jnp.log(2 * jnp.pi), axis=-1)


@nnx.jit
def reinforce_update(policy, optimizer, obs, actions, returns):
    def loss_fn(p):
        adv = (returns - returns.mean()) / (returns.std() + 1e-6)
        return -jnp.mean(log_prob(p, obs, actions) * adv)

    loss, grads = nnx.value_and_grad(loss_fn)(policy)
    optimizer.update(policy, grads)
    policy.updates[...] += 1
    return loss


def make_optimizer(policy, lr=3e-3):
    return nnx.Optimizer(policy, optax.adam(lr), wrt=nnx.Param)
