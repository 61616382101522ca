import jax.numpy as jnp
import numpy as np

from agent import act, reinforce_grad
from env import CartPole

EPISODES = 8
LR = 0.05


def rollout(env, w, rng):
    obs, acts, rews = [], [], []
    o, done = env.reset(), False
    while not done:
        a = act(w, o, rng)
        obs.append(o)
        acts.append(a)
        o, r, done = env.step(a)
        rews.append(r)
    return (jnp.asarray(np.array(obs), jnp.float32), jnp.asarray(acts, jnp.int32),
            jnp.asarray(rews, jnp.float32))


def main():
    env, rng = CartPole(), np.random.default_rng(0)
    w = jnp.zeros((4, 2), jnp.float32)
    for ep in range(EPISODES):
        obs, acts, rews = rollout(env, w, rng)
        w = w + LR * reinforce_grad(w, obs, acts, rews)
        print(f"episode {ep}: length {len(rews)}")


if __name__ == "__main__":
    main()
