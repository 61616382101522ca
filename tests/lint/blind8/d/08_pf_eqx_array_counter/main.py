import jax
import jax.numpy as jnp
import numpy as np

from filters import BootstrapFilter, filter_step

N_PARTICLES = 256


def simulate(n, seed=0):
    rng = np.random.default_rng(seed)
    x, ys = 0.0, []
    for t in range(n):
        x = 0.9 * x + 0.1 * np.sin(0.2 * t) + 0.3 * rng.standard_normal()
        ys.append(x + 0.5 * rng.standard_normal())
    return np.asarray(ys, dtype=np.float32)


def main():
    ys = simulate(5)
    key = jax.random.PRNGKey(42)
    pf = BootstrapFilter(
        particles=jnp.zeros(N_PARTICLES),
        log_weights=jnp.full((N_PARTICLES,), -np.log(N_PARTICLES), dtype=jnp.float32),
        t=jnp.array(0, dtype=jnp.int32),
    )
    estimates = []
    for y in ys:
        key, sub = jax.random.split(key)
        pf, est = filter_step(pf, sub, y)
        estimates.append(float(est))
    print("filtered means:", np.round(estimates, 3))


if __name__ == "__main__":
    main()
