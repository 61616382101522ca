import jax
import jax.numpy as jnp
import numpy as np

from pf import N_PARTICLES, STATIONS, assimilate, plume


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(1)
    particles = jnp.asarray(np.column_stack([rng.normal(0, 1, N_PARTICLES), rng.normal(0, 0.3, N_PARTICLES)]).astype(np.float32))
    truth_q, truth_y0 = np.exp(0.8), 0.15
    for hour in range(8):
        clean = np.asarray(plume(truth_q, truth_y0, STATIONS))
        readings = jnp.asarray((clean * rng.lognormal(0, 0.1, 4)).astype(np.float32))
        key, sub = jax.random.split(key)
        particles = assimilate(sub, particles, readings)
        q_est = float(jnp.exp(particles[:, 0]).mean())
        print(f"hour {hour}: release rate estimate {q_est:.2f} (true {truth_q:.2f})")


if __name__ == "__main__":
    main()
