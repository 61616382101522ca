import jax
import jax.numpy as jnp
import optax

critic_opt = optax.adam(3e-4)


def critic(params, obs, act):
    x = jnp.concatenate([obs, act], -1)
    return (jnp.tanh(x @ params["w1"]) @ params["w2"])[:, 0]


@jax.jit
def critic_update(params, opt_state, batch, target_q):
    def loss(p):
        return jnp.mean((critic(p, batch["obs"], batch["act"]) - target_q) ** 2)

    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = critic_opt.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l


class Learner:
    def __init__(self, params, gamma=0.99):
        self.params = params
        self.opt_state = critic_opt.init(params)
        self.gamma = gamma

    def warmup(self, batch):
        target_q = batch["rew"]
        self.params, self.opt_state, l = critic_update(
            self.params, self.opt_state, batch, target_q)
        return l

    def train(self, batch, next_q):
        target_q = batch["rew"] + self.gamma * next_q
        self.params, self.opt_state, l = critic_update(
            self.params, self.opt_state, batch=batch, target_q=target_q)
        return l
