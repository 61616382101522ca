import jax
import jax.numpy as jnp
import numpy as np

from rollout import RandomWalk, chunked, transitions

EPISODES = 10
CHUNK = 4
ALPHA, GAMMA = 0.1, 1.0


@jax.jit
def td_update(values, obs, rewards, next_obs, dones):
    v = obs @ values
    v_next = next_obs @ values
    td_error = rewards + GAMMA * (1.0 - dones) * v_next - v
    return values + ALPHA * obs.T @ td_error


def main():
    env = RandomWalk(seed=3)
    values = jnp.full((env.n,), 0.5, dtype=jnp.float32)
    lengths = []
    for ep in range(EPISODES):
        steps = 0
        for obs, rewards, next_obs, dones in chunked(transitions(env), CHUNK):
            values = td_update(values, obs, rewards, next_obs, dones)
            steps += len(rewards)
        lengths.append(steps)
    print("episode lengths:", lengths)
    print("values:", np.round(np.asarray(values), 3))


if __name__ == "__main__":
    main()
