import jax
import jax.numpy as jnp

N_QUBITS = 5


def apply_rx_cnot(state, wire, angle):
    psi = state.reshape((2,) * N_QUBITS)
    c, s = jnp.cos(angle / 2), -1j * jnp.sin(angle / 2)
    gate = jnp.array([[c, s], [s, c]])
    onehot = jax.nn.one_hot(wire, N_QUBITS)
    for q in range(N_QUBITS):
        moved = jnp.moveaxis(psi, q, 0)
        rotated = jnp.moveaxis(jnp.tensordot(gate, moved, axes=(1, 0)), 0, q)
        psi = jnp.where(onehot[q] > 0, rotated, psi)
    psi = psi.reshape(-1)
    idx = jnp.arange(2 ** N_QUBITS)
    ctrl = (idx >> (N_QUBITS - 1 - wire)) & 1
    tgt = (wire + 1) % N_QUBITS
    flipped = idx ^ (ctrl << (N_QUBITS - 1 - tgt))
    return psi[flipped]


@jax.jit
def output_distribution(wires, angles, active):
    state = jnp.zeros(2 ** N_QUBITS, dtype=jnp.complex64).at[0].set(1.0)

    def body(s, g):
        new = apply_rx_cnot(s, g[0].astype(jnp.int32), g[1])
        return jnp.where(g[2] > 0, new, s), None

    gates = jnp.stack([wires.astype(jnp.float32), angles, active.astype(jnp.float32)], axis=1)
    state, _ = jax.lax.scan(body, state, gates)
    return jnp.abs(state) ** 2
