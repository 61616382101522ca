import jax
import jax.numpy as jnp
import numpy as np

from buffer import TwoTierBuffer

OBS_DIM, BATCH = 4, 8


@jax.jit
def reward_model_step(w, obs, rew):
    loss, g = jax.value_and_grad(lambda w_: jnp.mean((obs @ w_ - rew) ** 2))(w)
    return w - 0.05 * g, loss


def main():
    rng = np.random.default_rng(0)
    buf = TwoTierBuffer(OBS_DIM)
    w = jnp.zeros(OBS_DIM)
    for step in range(50):
        obs = rng.normal(size=OBS_DIM).astype(np.float32)
        buf.add(obs, float(obs.sum() + rng.normal(scale=0.1)))
        if step >= BATCH:
            w, loss = reward_model_step(w, *buf.sample(BATCH))
    print(float(loss), np.asarray(w))


if __name__ == "__main__":
    main()
