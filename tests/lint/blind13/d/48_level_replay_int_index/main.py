"""Goal-reaching on a line; levels (goal distances) are revisited by prioritised replay."""
import jax
import jax.numpy as jnp

from replay import LevelReplay

LEVEL_GOALS = jnp.array([0.5, 1.0, 2.0, 4.0, 6.0])
N_EPISODES, HORIZON = 32, 20


@jax.jit
def rollout_regret(gain, level, key):
    goal = LEVEL_GOALS[level]
    noise = 0.2 * jax.random.normal(key, (N_EPISODES, HORIZON))

    def step(pos, eps):
        pos = pos + jnp.clip(gain * (goal - pos), -0.3, 0.3) + eps
        return pos, pos

    _, traj = jax.lax.scan(step, jnp.zeros(N_EPISODES), noise.T)
    return jnp.mean(jnp.abs(traj[-1] - goal))


def main():
    replay = LevelReplay(len(LEVEL_GOALS))
    level = replay.current
    gain = 0.2
    key = jax.random.PRNGKey(0)
    for it in range(6):
        key, sub = jax.random.split(key)
        regret = rollout_regret(gain, level, sub)
        gain = min(gain + 0.1, 1.0)
        level = replay.update(level, regret)
        print(f"iter {it}: regret {float(regret):.2f} -> next level {level}")


if __name__ == "__main__":
    main()
