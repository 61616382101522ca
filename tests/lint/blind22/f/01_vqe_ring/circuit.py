import jax.numpy as jnp


def ry(theta):
    c, s = jnp.cos(theta / 2), jnp.sin(theta / 2)
    return jnp.array([[c, -s], [s, c]])


def apply_1q(state, gate, wire, n):
    psi = state.reshape((2,) * n)
    psi = jnp.moveaxis(psi, wire, 0)
    psi = jnp.tensordot(gate, psi, axes=(1, 0))
    psi = jnp.moveaxis(psi, 0, wire)
    return psi.reshape(-1)


def apply_cz(state, a, b, n):
    psi = state.reshape((2,) * n)
    idx = [slice(None)] * n
    idx[a] = 1
    idx[b] = 1
    psi = psi.at[tuple(idx)].multiply(-1.0)
    return psi.reshape(-1)


def ansatz(params, n):
    state = jnp.zeros(2 ** n).at[0].set(1.0)
    for layer in params:
        for q in range(n):
            state = apply_1q(state, ry(layer[q]), q, n)
        for q in range(n):
            state = apply_cz(state, q, (q + 1) % n, n)
    return state
