import haiku as hk
import jax
import jax.numpy as jnp


def value_net_fn(obs):
    return hk.nets.MLP([32, 32, 1])(obs)[..., 0]


class ValueFunction:
    def __init__(self, obs_dim, seed=0, gamma=0.9, lr=1e-2):
        self.obs_dim = obs_dim
        self.net = hk.without_apply_rng(hk.transform(value_net_fn))
        self.params = self.net.init(jax.random.PRNGKey(seed), jnp.zeros((1, obs_dim)))
        self.gamma = gamma
        self.lr = lr
        self._update = jax.jit(self._fvi_update)

    def _fvi_update(self, params, obs, rewards, next_obs):
        target = rewards + self.gamma * jax.lax.stop_gradient(self.net.apply(params, next_obs))
        loss_fn = lambda p: jnp.mean((self.net.apply(p, obs) - target) ** 2)
        loss, grads = jax.value_and_grad(loss_fn)(params)
        return jax.tree_util.tree_map(lambda a, g: a - self.lr * g, params, grads), loss

    def fitted_value_iteration_step(self, obs, rewards, next_obs):
        self.params, loss = self._update(self.params, obs, rewards, next_obs)
        return loss
