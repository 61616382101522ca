import jax
import numpy as np

from model import init_params, initial_state, stream_step

FEAT = 5


def main():
    rng = np.random.default_rng(0)
    params = init_params(jax.random.PRNGKey(0), FEAT)
    for clip in range(2):
        states = initial_state()
        outs = []
        for _ in range(4):
            states, y = stream_step(params, states, rng.standard_normal(FEAT).astype(np.float32))
            outs.append(round(float(y), 3))
        print("clip", clip, outs)


if __name__ == "__main__":
    main()
