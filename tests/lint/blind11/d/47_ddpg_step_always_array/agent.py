import jax
import jax.numpy as jnp
import optax

ACT_DIM, OBS_DIM = 2, 3


def init_actor(key):
    return {"w": jax.random.normal(key, (OBS_DIM, ACT_DIM)) * 0.3}


actor_opt = optax.adam(1e-2)


@jax.jit
def noisy_action(params, key, obs, step):
    sigma = 0.5 * jnp.exp(-step / 10.0) + 0.05
    action = jnp.tanh(obs @ params["w"])
    return jnp.clip(action + sigma * jax.random.normal(key, action.shape), -1, 1)


@jax.jit
def actor_update(params, opt_state, obs):
    def objective(p):
        a = jnp.tanh(obs @ p["w"])
        return jnp.mean(jnp.sum((a - 0.5) ** 2, -1))
    grads = jax.grad(objective)(params)
    updates, opt_state = actor_opt.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state


class DDPGAgent:
    def __init__(self, key):
        self.params = init_actor(key)
        self.opt_state = actor_opt.init(self.params)
        self.step = jnp.zeros((), jnp.int32)

    def act(self, key, obs):
        return noisy_action(self.params, key, obs, self.step)

    def learn(self, obs_batch):
        self.params, self.opt_state = actor_update(self.params, self.opt_state, obs_batch)
        self.step = self.opt_state[0].count
