import jax
import numpy as np

from potential import PairPotential
from train import sgd_step, exp_decay

N_FRAMES, N_ATOMS = 4, 6


def make_frames(seed=0):
    rng = np.random.default_rng(seed)
    pos = rng.normal(scale=1.5, size=(N_FRAMES, N_ATOMS, 3)).astype(np.float32)
    f_ref = -0.1 * pos
    return pos, f_ref


def main():
    model = PairPotential(jax.random.PRNGKey(1))
    pos, f_ref = make_frames()
    lr0 = 1e-2
    for step in range(5):
        lr = exp_decay(lr0, step)
        model, loss = sgd_step(model, pos, f_ref, lr)
        print(step, float(loss))


if __name__ == "__main__":
    main()
