import jax
import jax.numpy as jnp
import numpy as np

from vec_env import VecReacher

NUM_ENVS = 16


@jax.jit
def policy(w, obs, alive):
    return jnp.where(alive[:, None], jnp.tanh(obs @ w), 0.0)


def evaluate(w, env, max_steps=25):
    obs = env.reset()
    done = np.zeros(NUM_ENVS, bool)
    for step in range(max_steps):
        alive = ~done
        if not alive.any():
            break
        actions = np.asarray(policy(w, obs, alive))
        obs, reward, done = env.step(actions)
    return step, float(done.mean())


def main():
    w = np.zeros((4, 2), np.float32)
    w[2, 0] = w[3, 1] = 2.0
    w = jnp.asarray(w)
    env = VecReacher(NUM_ENVS, seed=3)
    for ep in range(2):
        steps, success = evaluate(w, env)
        print(ep, steps, success)


if __name__ == "__main__":
    main()
