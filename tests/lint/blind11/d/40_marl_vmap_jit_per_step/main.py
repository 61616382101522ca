import numpy as np
import jax
import jax.numpy as jnp

from critics import init_critics, td_loss

N_AGENTS, OBS_DIM, BATCH, LR = 4, 6, 32, 0.05


class IndependentCritics:
    def __init__(self, key):
        self.params = init_critics(key, N_AGENTS, OBS_DIM)

    def update(self, obs, rewards, next_obs, discount=0.99):
        per_agent_grad = jax.jit(jax.vmap(jax.value_and_grad(td_loss), in_axes=(0, 1, 1, 1, None)))
        losses, grads = per_agent_grad(self.params, obs, rewards, next_obs, discount)
        self.params = jax.tree_util.tree_map(lambda p, g: p - LR * g, self.params, grads)
        return losses


def main():
    rng = np.random.default_rng(0)
    critics = IndependentCritics(jax.random.PRNGKey(0))
    for step in range(5):
        obs = rng.normal(size=(BATCH, N_AGENTS, OBS_DIM)).astype(np.float32)
        next_obs = rng.normal(size=(BATCH, N_AGENTS, OBS_DIM)).astype(np.float32)
        rewards = rng.normal(size=(BATCH, N_AGENTS)).astype(np.float32)
        losses = critics.update(obs, rewards, next_obs)
        print(f"step {step} per-agent td loss {np.round(np.asarray(losses), 3)}")


if __name__ == "__main__":
    main()
