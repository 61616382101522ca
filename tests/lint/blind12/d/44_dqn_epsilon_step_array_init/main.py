import jax
import jax.numpy as jnp
import numpy as np
import optax

from policy import epsilon_greedy

optimizer = optax.adam(0.1)


@jax.jit
def td_update(w, opt_state, obs, actions, rewards):
    def loss(w):
        q = (obs @ w)[jnp.arange(obs.shape[0]), actions]
        return jnp.mean((q - rewards) ** 2)
    grads = jax.grad(loss)(w)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(w, updates), opt_state


class Learner:
    def __init__(self, n_actions=3, obs_dim=4):
        self.w = jnp.zeros((obs_dim, n_actions))
        self.opt_state = optimizer.init(self.w)
        self.step = self.opt_state[0].count

    def q(self, obs):
        return obs @ self.w

    def update(self, obs, actions, rewards):
        self.w, self.opt_state = td_update(self.w, self.opt_state, obs, actions, rewards)
        self.step = self.opt_state[0].count


def main():
    rng = np.random.default_rng(0)
    learner = Learner()
    key = jax.random.PRNGKey(0)
    for it in range(6):
        obs = jnp.asarray(rng.normal(size=(16, 4)), dtype=jnp.float32)
        key, sub = jax.random.split(key)
        actions = epsilon_greedy(learner.q(obs), sub, learner.step)
        rewards = jnp.where(actions == 1, obs[:, 0], -obs[:, 0])
        learner.update(obs, actions, rewards)
        print(f"iter {it} step {int(learner.step)} mean reward {float(rewards.mean()):.3f}")


if __name__ == "__main__":
    main()
