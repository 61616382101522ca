import jax
import jax.numpy as jnp

from env import Acrobot


def init_policy(key):
    return jax.random.normal(key, (6,)) * 0.5


@jax.jit
def torque(w, obs):
    return jnp.tanh(jnp.sum(obs * w, axis=-1))


def main():
    w = init_policy(jax.random.PRNGKey(0))
    env = Acrobot(seed=0)
    for episode in range(3):
        obs = env.reset()
        ret = 0.0
        for t in range(10):
            u = float(jnp.squeeze(torque(w, obs)))
            obs, r, done = env.step(u)
            ret += r
        print(episode, round(ret, 3))


if __name__ == "__main__":
    main()
