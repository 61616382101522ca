import jax
import jax.numpy as jnp
import numpy as np


def individual_prediction(eta, t, dose):
    cl = 4.0 * jnp.exp(eta[0])
    v = 35.0 * jnp.exp(eta[1])
    ka = 1.2 * jnp.exp(eta[2])
    k = cl / v
    return dose * ka / (v * (ka - k)) * (jnp.exp(-k * t) - jnp.exp(-ka * t))


def population_predictions(etas, t, dose):
    batched = jax.jit(jax.vmap(individual_prediction, in_axes=(0, None, None)))
    return batched(etas, t, dose)


OMEGA = np.array([0.3, 0.2, 0.4])


def main():
    rng = np.random.default_rng(0)
    t = jnp.linspace(0.25, 24.0, 48)
    dose = jnp.float32(250.0)
    for replicate in range(5):
        etas = jnp.asarray(rng.normal(size=(200, 3)) * OMEGA, jnp.float32)
        conc = population_predictions(etas, t, dose)
        q = np.percentile(np.asarray(conc), [5, 50, 95], axis=0)
        print(f"VPC replicate {replicate}: median Cmax {q[1].max():.2f}, 90% PI at 24h [{q[0][-1]:.2f}, {q[2][-1]:.2f}]")


if __name__ == "__main__":
    main()
