import jax
import jax.numpy as jnp

N_QUBITS = 3


def ry_layer(state, angles):
    psi = state.reshape((2,) * N_QUBITS)
    for q in range(N_QUBITS):
        c, s = jnp.cos(angles[q] / 2), jnp.sin(angles[q] / 2)
        psi = jnp.moveaxis(psi, q, 0)
        psi = jnp.stack([c * psi[0] - s * psi[1], s * psi[0] + c * psi[1]])
        psi = jnp.moveaxis(psi, 0, q)
    return psi.reshape(-1)


def cz_ring(state):
    idx = jnp.arange(2 ** N_QUBITS)
    bits = (idx[:, None] >> jnp.arange(N_QUBITS)[::-1]) & 1
    sign = jnp.prod(1 - 2 * (bits * jnp.roll(bits, -1, axis=1)), axis=1)
    return state * sign


def circuit(theta):
    state = jnp.zeros(2 ** N_QUBITS).at[0].set(1.0)
    for layer in theta.reshape(-1, N_QUBITS):
        state = cz_ring(ry_layer(state, layer))
    return state


def fubini_study(theta):
    jac = jax.jacfwd(circuit)(theta)
    psi = circuit(theta)
    overlap = psi @ jac
    return jac.T @ jac - jnp.outer(overlap, overlap)
