import jax
import jax.numpy as jnp
import numpy as np

from memory import EpisodeMemory

DIM, N_ACT = 8, 3


@jax.jit
def attend_and_act(params, obs, memory):
    q = obs @ params["wq"]
    scores = memory @ q / jnp.sqrt(DIM)
    ctx = jax.nn.softmax(scores) @ memory
    return jnp.argmax(jnp.concatenate([q, ctx]) @ params["out"])


def main():
    k = jax.random.split(jax.random.PRNGKey(0), 2)
    params = {"wq": jax.random.normal(k[0], (DIM, DIM)) * 0.3,
              "out": jax.random.normal(k[1], (2 * DIM, N_ACT)) * 0.3}
    rng = np.random.default_rng(0)
    mem = EpisodeMemory(DIM)
    for ep in range(2):
        mem.reset()
        mem.append(jnp.zeros(DIM))
        for t in range(6):
            obs = rng.normal(size=DIM).astype(np.float32)
            a = attend_and_act(params, obs, mem.view())
            mem.append(jnp.asarray(obs))
        print(ep, int(a))


if __name__ == "__main__":
    main()
