import jax
import numpy as np

from buffer import Replay
from critic import critic_update, init_critic

OBS_DIM, ACT_DIM, NUM_ENVS = 3, 1, 4
BATCH_SIZE = 64
LEARNING_STARTS = 8


def env_step(rng, obs, act):
    next_obs = np.clip(obs + 0.1 * np.concatenate([act, act, act], -1) + 0.05 * rng.normal(size=obs.shape), -2, 2)
    reward = -np.sum(next_obs ** 2, -1)
    return next_obs.astype(np.float32), reward.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    replay = Replay(10_000, OBS_DIM, ACT_DIM)
    params = init_critic(jax.random.PRNGKey(0), OBS_DIM, ACT_DIM)
    target_params = params
    obs = rng.normal(size=(NUM_ENVS, OBS_DIM)).astype(np.float32)
    for t in range(8):
        act = rng.uniform(-1, 1, size=(NUM_ENVS, ACT_DIM)).astype(np.float32)
        next_obs, rew = env_step(rng, obs, act)
        replay.extend(obs=obs, act=act, rew=rew, next_obs=next_obs)
        obs = next_obs
        if len(replay) < LEARNING_STARTS:
            continue
        batch = replay.sample(min(BATCH_SIZE, len(replay)))
        params, target_params, loss = critic_update(params, target_params, batch)
        print(f"t={t} replay={len(replay)} critic loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
