import jax
import jax.numpy as jnp

from circuit import ansatz

N_QUBITS = 4
N_LAYERS = 3


def tfim_energy(state, n, h=1.0):
    psi = state.reshape((2,) * n)
    z = jnp.array([1.0, -1.0])
    probs = psi ** 2
    e = 0.0
    for q in range(n):
        shape = [1] * n
        shape[q] = 2
        zq = z.reshape(shape)
        shape2 = [1] * n
        shape2[(q + 1) % n] = 2
        zq1 = z.reshape(shape2)
        e = e - jnp.sum(probs * zq * zq1)
        flipped = jnp.flip(psi, axis=q)
        e = e - h * jnp.sum(psi * flipped)
    return e


def loss_fn(params):
    return tfim_energy(ansatz(params, N_QUBITS), N_QUBITS)


@jax.jit
def update(params, step):
    lr = 0.1 / (1.0 + 0.05 * step)
    e, g = jax.value_and_grad(loss_fn)(params)
    return params - lr * g, e


def main():
    params = 0.1 * jax.random.normal(jax.random.PRNGKey(0), (N_LAYERS, N_QUBITS))
    for step in range(6):
        params, e = update(params, step)
        print(f"step {step} energy {float(e):.5f}")


if __name__ == "__main__":
    main()
