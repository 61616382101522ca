import jax
import jax.numpy as jnp
import numpy as np

from buffer import ReplayBuffer


@jax.jit
def update(params, obs, rew):
    def loss(p):
        return jnp.mean((obs @ p - rew) ** 2)
    g = jax.grad(loss)(params)
    return params - 0.1 * g


def main():
    rng = np.random.default_rng(0)
    buf = ReplayBuffer(64, 4)
    params = jnp.zeros(4)
    for step in range(6):
        buf.add(rng.normal(size=4), rng.normal())
        obs, rew = buf.sample(4)
        params = update(params, obs, rew)
    print(params)


if __name__ == "__main__":
    main()
