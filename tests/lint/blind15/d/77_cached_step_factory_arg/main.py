import jax
import jax.numpy as jnp

from steps import get_step

BASE_LR, DECAY = 0.1, 0.7


def main():
    k = jax.random.split(jax.random.PRNGKey(0), 4)
    w = jax.random.normal(k[0], (4, 3)) * 0.1
    obs = jax.random.normal(k[1], (32, 4))
    rew = jax.random.normal(k[2], (32,))
    next_obs = jax.random.normal(k[3], (32, 4))
    for epoch in range(4):
        lr = BASE_LR * DECAY ** epoch
        step = get_step()
        for _ in range(3):
            w, loss = step(w, obs, rew, next_obs, lr)
        print(epoch, lr, float(loss))


if __name__ == "__main__":
    main()
