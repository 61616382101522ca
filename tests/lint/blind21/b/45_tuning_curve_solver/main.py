from functools import partial

import jax.numpy as jnp
import numpy as np

from optim_utils import gradient_descent

DIRECTIONS = np.deg2rad(np.arange(0, 360, 45)).astype(np.float32)


def cosine_tuning_nll(theta, directions, counts):
    b0, a, b = theta
    log_rate = b0 + a * jnp.cos(directions) + b * jnp.sin(directions)
    return jnp.mean(jnp.exp(log_rate) - counts * log_rate)


def simulate_neuron(seed, reps=10):
    rng = np.random.default_rng(seed)
    pd = rng.uniform(0, 2 * np.pi)
    dirs = np.tile(DIRECTIONS, reps)
    counts = rng.poisson(np.exp(1.5 + 0.8 * np.cos(dirs - pd))).astype(np.float32)
    return jnp.asarray(dirs), jnp.asarray(counts)


def main():
    for neuron in range(5):
        dirs, counts = simulate_neuron(neuron)
        objective = partial(cosine_tuning_nll, directions=dirs, counts=counts)
        theta = gradient_descent(objective, jnp.zeros(3), 200, 0.1)
        pd = np.rad2deg(np.arctan2(float(theta[2]), float(theta[1]))) % 360
        print(f"neuron {neuron}: preferred direction {pd:.1f} deg")


if __name__ == "__main__":
    main()
