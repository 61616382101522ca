import jax.numpy as jnp
import numpy as np

from agent import act, reinforce_grad
from env import CartPole

EPISODES = 8
LR = 0.05
HORIZON = 200


def rollout(env, w, rng, horizon=HORIZON):
    obs = np.zeros((horizon, 4), np.float32)
    acts = np.zeros(horizon, np.int32)
    rews = np.zeros(horizon, np.float32)
    mask = np.zeros(horizon, np.float32)
    o = env.reset()
    for t in range(horizon):
        a = act(w, o, rng)
        obs[t], acts[t], mask[t] = o, a, 1.0
        o, rews[t], done = env.step(a)
        if done:
            break
    return jnp.asarray(obs), jnp.asarray(acts), jnp.asarray(rews), jnp.asarray(mask)


def main():
    env, rng = CartPole(), np.random.default_rng(0)
    w = jnp.zeros((4, 2), jnp.float32)
    for ep in range(EPISODES):
        obs, acts, rews, mask = rollout(env, w, rng)
        w = w + LR * reinforce_grad(w, obs, acts, rews, mask)
        print(f"episode {ep}: length {int(mask.sum())}")


if __name__ == "__main__":
    main()
