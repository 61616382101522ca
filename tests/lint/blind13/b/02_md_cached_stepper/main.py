import jax
import numpy as np

from integrators import get_langevin_stepper

DT = 0.005
GAMMA = 1.0
KT = 0.7
BLOCKS = 6
STEPS_PER_BLOCK = 4


def initial_positions(n, box, seed=0):
    rng = np.random.default_rng(seed)
    return rng.uniform(0.0, box, size=(n, 3)).astype(np.float32)


def block_average(xs):
    return float(np.mean([np.mean(np.linalg.norm(x, axis=1)) for x in xs]))


def main():
    x = jax.numpy.asarray(initial_positions(24, 4.0))
    v = jax.numpy.zeros_like(x)
    key = jax.random.PRNGKey(1)
    for block in range(BLOCKS):
        step = get_langevin_stepper(DT, GAMMA, KT)
        samples = []
        for _ in range(STEPS_PER_BLOCK):
            key, sub = jax.random.split(key)
            x, v = step((x, v), sub)
            samples.append(np.asarray(x))
        print(f"block {block}: <|r|> = {block_average(samples):.4f}")


if __name__ == "__main__":
    main()
