import jax
import numpy as np

from fqi import fitted_q_step, q_values
from replay import ReplayBuffer, ReplayLoader

OBS_DIM, N_ACTIONS, BATCH, ITERATIONS = 3, 2, 64, 5


def collect_episode(rng, params, length):
    obs = rng.standard_normal((length, OBS_DIM)).astype(np.float32)
    q = np.asarray(q_values(params, obs))
    actions = np.where(rng.random(length) < 0.3, rng.integers(0, N_ACTIONS, length), q.argmax(1))
    rewards = np.where(actions == (obs[:, 0] > 0), 1.0, 0.0)
    next_obs = np.roll(obs, -1, axis=0)
    return obs, actions, rewards, next_obs


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": 0.3 * jax.random.normal(k1, (OBS_DIM, 16)), "w2": 0.3 * jax.random.normal(k2, (16, N_ACTIONS))}
    buffer = ReplayBuffer(OBS_DIM)
    for it in range(ITERATIONS):
        buffer.add_episode(*collect_episode(rng, params, length=int(rng.integers(30, 90))))
        target = params
        for obs, act, rew, nxt in ReplayLoader(buffer, BATCH, rng):
            params, loss = fitted_q_step(params, target, obs, act, rew, nxt)
        print(f"iter {it} buffer {len(buffer)} last loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
