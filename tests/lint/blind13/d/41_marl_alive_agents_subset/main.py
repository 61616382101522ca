import jax
import jax.numpy as jnp
import numpy as np

from arena import Skirmish

OBS_DIM = 5


def init_policy(key):
    return {"w": jax.random.normal(key, (OBS_DIM, 2)) * 0.5}


@jax.jit
def act(params, obs, key):
    mean = jnp.tanh(obs @ params["w"])
    return mean + 0.1 * jax.random.normal(key, mean.shape)


def main():
    env = Skirmish(seed=4)
    params = init_policy(jax.random.PRNGKey(0))
    key = jax.random.PRNGKey(1)
    for t in range(8):
        idx = np.flatnonzero(env.alive)
        if len(idx) == 0:
            break
        obs = env.observations()[idx]
        key, sub = jax.random.split(key)
        moves = np.asarray(act(params, jnp.asarray(obs, jnp.float32), sub))
        env.step(moves, idx)
        print(f"t={t}: {len(idx)} agents alive")


if __name__ == "__main__":
    main()
