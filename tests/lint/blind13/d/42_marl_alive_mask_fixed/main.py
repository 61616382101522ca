import jax
import jax.numpy as jnp
import numpy as np

from arena import Skirmish

OBS_DIM = 5


def init_policy(key):
    return {"w": jax.random.normal(key, (OBS_DIM, 2)) * 0.5}


@jax.jit
def act(params, obs, alive, key):
    mean = jnp.tanh(obs @ params["w"])
    moves = mean + 0.1 * jax.random.normal(key, mean.shape)
    return jnp.where(alive[:, None], moves, 0.0)


def main():
    env = Skirmish(seed=4)
    params = init_policy(jax.random.PRNGKey(0))
    key = jax.random.PRNGKey(1)
    for t in range(8):
        alive = env.alive
        if not alive.any():
            break
        obs = env.observations()
        key, sub = jax.random.split(key)
        moves = np.asarray(act(params, jnp.asarray(obs, jnp.float32), jnp.asarray(alive), sub))
        env.step(moves)
        print(f"t={t}: {int(alive.sum())} agents alive")


if __name__ == "__main__":
    main()
