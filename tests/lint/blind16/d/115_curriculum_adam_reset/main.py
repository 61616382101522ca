import jax
import jax.numpy as jnp
import numpy as np

from trainer import optimizer, reset_moments, update

OBS, ACT, B = 4, 2, 32


def stage_data(rng, difficulty):
    obs = rng.normal(size=(B, OBS)).astype(np.float32) * difficulty
    target = np.tanh(obs[:, :ACT] - obs[:, ACT:]).astype(np.float32)
    return obs, target


def main():
    rng = np.random.default_rng(0)
    params = {"w": jnp.zeros((OBS, ACT)), "b": jnp.zeros(ACT)}
    opt_state = optimizer.init(params)
    for stage, difficulty in enumerate([0.5, 1.0, 2.0]):
        if stage > 0:
            opt_state = reset_moments(opt_state)
        for _ in range(4):
            params, opt_state, loss = update(params, opt_state, *stage_data(rng, difficulty))
        print(stage, float(loss))


if __name__ == "__main__":
    main()
