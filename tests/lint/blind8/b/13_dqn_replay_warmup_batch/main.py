import jax
import jax.numpy as jnp
import numpy as np

from replay import ReplayBuffer

NUM_ENVS = 8
OBS_DIM = 4
N_ACTIONS = 2
BATCH_SIZE = 32
GAMMA = 0.99


def q_values(params, obs):
    return jnp.maximum(obs @ params["w1"], 0.0) @ params["w2"]


@jax.jit
def dqn_update(params, target_params, obs, actions, rewards, next_obs, dones):
    def loss_fn(p):
        q = jnp.take_along_axis(q_values(p, obs), actions[:, None], 1)[:, 0]
        target = rewards + GAMMA * (1 - dones) * q_values(target_params, next_obs).max(-1)
        return jnp.mean((q - jax.lax.stop_gradient(target)) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda a, g: a - 1e-2 * g, params, grads), loss


def env_step(rng, obs, actions):
    rewards = (actions == (obs[:, 0] > 0)).astype(np.float32)
    next_obs = rng.normal(size=obs.shape).astype(np.float32)
    dones = (rng.random(len(obs)) < 0.05).astype(np.float32)
    return rewards, next_obs, dones


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (OBS_DIM, 32)) * 0.3,
              "w2": jax.random.normal(k2, (32, N_ACTIONS)) * 0.3}
    target_params = params
    buffer = ReplayBuffer(1000, OBS_DIM)
    obs = rng.normal(size=(NUM_ENVS, OBS_DIM)).astype(np.float32)

    for it in range(6):
        actions = rng.integers(0, N_ACTIONS, NUM_ENVS).astype(np.int32)
        rewards, next_obs, dones = env_step(rng, obs, actions)
        buffer.add_batch(obs, actions, rewards, next_obs, dones)
        obs = next_obs

        params, loss = dqn_update(params, target_params, *buffer.sample(BATCH_SIZE))
        if it % 3 == 2:
            target_params = params
        print(f"iter {it} buffer={len(buffer)} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
