import haiku as hk
import jax
import jax.numpy as jnp


def value_net_fn(obs):
    return hk.nets.MLP([32, 32, 1])(obs)[..., 0]


class ValueFunction:
    def __init__(self, obs_dim, seed=0):
        self.obs_dim = obs_dim
        net = hk.without_apply_rng(hk.transform(value_net_fn))
        self.params = net.init(jax.random.PRNGKey(seed), jnp.zeros((1, obs_dim)))

    @property
    def net(self):
        return hk.without_apply_rng(hk.transform(value_net_fn))

    def fitted_value_iteration_step(self, obs, rewards, next_obs, gamma=0.9, lr=1e-2):
        net = self.net

        @jax.jit
        def fvi_update(params, obs, rewards, next_obs):
            target = rewards + gamma * jax.lax.stop_gradient(net.apply(params, next_obs))
            loss_fn = lambda p: jnp.mean((net.apply(p, obs) - target) ** 2)
            loss, grads = jax.value_and_grad(loss_fn)(params)
            return jax.tree_util.tree_map(lambda a, g: a - lr * g, params, grads), loss

        self.params, loss = fvi_update(self.params, obs, rewards, next_obs)
        return loss
