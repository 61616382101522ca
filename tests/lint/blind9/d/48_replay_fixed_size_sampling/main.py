import jax
import jax.numpy as jnp
import numpy as np

from dqn import dqn_update, greedy_actions
from replay import CircularReplay

OBS_DIM, N_ACTIONS, BATCH, ITERATIONS = 3, 2, 64, 5


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": 0.3 * jax.random.normal(k1, (OBS_DIM, 16)), "b1": jnp.zeros(16),
              "w2": 0.3 * jax.random.normal(k2, (16, N_ACTIONS))}
    replay = CircularReplay(capacity=500, obs_dim=OBS_DIM)
    for it in range(ITERATIONS):
        episode_len = int(rng.integers(30, 90))
        obs = rng.standard_normal((episode_len + 1, OBS_DIM)).astype(np.float32)
        acts = np.asarray(greedy_actions(params, jnp.asarray(obs[:1])))  # first action greedy
        for t in range(episode_len):
            a = int(acts[0]) if t == 0 else int(rng.integers(N_ACTIONS))
            replay.add(obs[t], a, float(a == (obs[t, 0] > 0)), obs[t + 1])
        target = params
        for _ in range(4):
            params, loss = dqn_update(params, target, *replay.sample(BATCH))
        print(f"iter {it} replay size {replay.size} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
