import jax
import jax.numpy as jnp
import numpy as np

from ansatz import N_QUBITS
from optimizer import initial_metric, qng_step


def random_hamiltonian(dim, seed=0):
    rng = np.random.default_rng(seed)
    a = rng.normal(size=(dim, dim)).astype(np.float32)
    return jnp.asarray((a + a.T) / 2)


def main():
    H = random_hamiltonian(2 ** N_QUBITS)
    theta = 0.3 * jax.random.normal(jax.random.PRNGKey(1), (2 * N_QUBITS,))
    metric_avg = initial_metric(theta)
    for step in range(6):
        theta, metric_avg, e = qng_step(theta, H, metric_avg)
        print(f"step {step} E={float(e):.5f}")


if __name__ == "__main__":
    main()
