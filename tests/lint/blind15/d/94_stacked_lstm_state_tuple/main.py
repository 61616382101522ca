import jax
import numpy as np

from core import init_core, initial_state, core_step

N_ENVS, OBS_DIM = 4, 3


def main():
    params = init_core(jax.random.PRNGKey(0), OBS_DIM)
    rng = np.random.default_rng(0)
    for ep in range(3):
        state = initial_state(N_ENVS)
        for t in range(5):
            obs = rng.normal(size=(N_ENVS, OBS_DIM)).astype(np.float32)
            out, state = core_step(params, state, obs)
        print(ep, float(out.mean()))


if __name__ == "__main__":
    main()
