import functools

import jax
import jax.numpy as jnp

from robot_env import ArmEnv


@functools.partial(jax.jit, static_argnames=("keys",))
def actor(w, obs, keys):
    x = jnp.concatenate([obs[k] for k in keys])
    return jnp.tanh(x @ w)


def main():
    env = ArmEnv()
    w = jax.random.normal(jax.random.PRNGKey(0), (9, 3)) * 0.3
    for ep in range(2):
        obs = env.reset()
        for t in range(4):
            action = actor(w, obs, keys=tuple(sorted(obs)))
            obs, _, _ = env.step(action)
    print(action)


if __name__ == "__main__":
    main()
