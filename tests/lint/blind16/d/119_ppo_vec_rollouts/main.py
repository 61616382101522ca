import jax
import jax.numpy as jnp
import numpy as np

from rollout_buffer import RolloutBuffer

NUM_ENVS, NUM_STEPS, OBS = 5, 20, 4
NUM_MINIBATCHES = 3


@jax.jit
def pg_step(w, obs, actions, adv):
    def loss(w):
        logp = jax.nn.log_softmax(obs @ w)
        return -(jnp.take_along_axis(logp, actions[:, None], 1)[:, 0] * adv).mean()

    return w - 0.1 * jax.grad(loss)(w)


def main():
    rng = np.random.default_rng(0)
    buf = RolloutBuffer(NUM_ENVS, NUM_STEPS, OBS)
    w = jnp.zeros((OBS, 3))
    for it in range(3):
        buf.fill(rng)
        for epoch in range(2):
            for obs, actions, adv in buf.minibatches(NUM_MINIBATCHES, rng):
                w = pg_step(w, obs, actions, adv)
        print(it, float(jnp.abs(w).sum()))


if __name__ == "__main__":
    main()
