import jax
import jax.numpy as jnp

from wrappers import FrameStack, NoisyPixels


@jax.jit
def conv_policy(params, frames):
    x = jnp.stack(frames, axis=-1).mean(axis=-1)
    h = jax.nn.relu(x.reshape(-1) @ params["w"])
    return jnp.argmax(h @ params["out"])


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w": jax.random.normal(k1, (64, 16)) * 0.1,
              "out": jax.random.normal(k2, (16, 2))}
    env = FrameStack(NoisyPixels())
    for ep in range(2):
        frames, done, ret = env.reset(), False, 0.0
        while not done:
            a = int(conv_policy(params, frames))
            frames, r, done = env.step(a)
            ret += r
        print(ep, ret)


if __name__ == "__main__":
    main()
