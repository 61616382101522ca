import jax
import jax.numpy as jnp
import numpy as np

from smc import reweight_and_move

N_PARTICLES = 512
N_STAGES = 6


def main():
    rng = np.random.default_rng(0)
    data = (rng.normal(size=(20, 2)) + np.array([1.5, -0.5])).astype(np.float32)
    key = jax.random.PRNGKey(1)
    particles = 3.0 * jax.random.normal(key, (N_PARTICLES, 2))
    beta, log_z = jnp.zeros((), dtype=jnp.float32), 0.0
    for stage in range(N_STAGES):
        key, sub = jax.random.split(key)
        particles, beta, dlogz = reweight_and_move(sub, particles, data, beta)
        log_z += float(dlogz)
        print(f"stage {stage}: beta={float(beta):.3f} log Z={log_z:.2f}")
    print("posterior mean:", np.asarray(particles.mean(axis=0)).round(3))


if __name__ == "__main__":
    main()
