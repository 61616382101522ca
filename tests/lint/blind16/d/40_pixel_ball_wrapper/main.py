import jax
import jax.numpy as jnp
import numpy as np

from wrappers import FrameStack, PixelEnv


def init_cnn(key, n_actions=3):
    k1, k2 = jax.random.split(key)
    return {"conv": jax.random.normal(k1, (8, 1, 3, 3)) * 0.1,
            "head": jax.random.normal(k2, (8, n_actions)) * 0.1}


@jax.jit
def greedy_action(params, stacked):
    x = stacked[:, None]
    h = jax.lax.conv_general_dilated(x, params["conv"], (1, 1), "SAME")
    h = jax.nn.relu(h).mean(axis=(0, 2, 3))
    return jnp.argmax(h @ params["head"])


def main():
    params = init_cnn(jax.random.PRNGKey(0))
    env = FrameStack(PixelEnv(), k=4)
    for episode in range(2):
        obs = env.reset()
        total = 0.0
        for t in range(8):
            action = int(greedy_action(params, obs))
            obs, r, done = env.step(action)
            total += r
        print(episode, total)


if __name__ == "__main__":
    main()
