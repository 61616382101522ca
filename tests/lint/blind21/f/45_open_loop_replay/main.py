import jax.numpy as jnp
import numpy as np

from replay import replay_error

DIM = 5


def make_demo(rng):
    length = int(rng.integers(15, 40))
    states = np.cumsum(rng.normal(scale=0.05, size=(length, DIM)), axis=0).astype(np.float32)
    return states


def main():
    rng = np.random.default_rng(0)
    demos = [make_demo(rng) for _ in range(5)]
    w = jnp.eye(DIM) * 0.1
    b = jnp.zeros(DIM)
    errors = []
    for states in demos:
        err = replay_error(1.0, (w, b), jnp.asarray(states[0]), jnp.asarray(states[1:]), num_steps=len(states) - 1)
        errors.append(float(err))
    print("mean open-loop error", np.mean(errors))


if __name__ == "__main__":
    main()
