import jax
import jax.numpy as jnp


def cut_values(n, edges):
    idx = jnp.arange(2 ** n)
    bits = (idx[:, None] >> jnp.arange(n)[::-1]) & 1
    return jnp.sum(bits[:, edges[:, 0]] != bits[:, edges[:, 1]], axis=1).astype(jnp.float32)


def mixer(state, beta, n):
    psi = state.reshape((2,) * n)
    c, s = jnp.cos(beta), -1j * jnp.sin(beta)
    for q in range(n):
        psi = jnp.moveaxis(psi, q, 0)
        psi = jnp.stack([c * psi[0] + s * psi[1], s * psi[0] + c * psi[1]])
        psi = jnp.moveaxis(psi, 0, q)
    return psi.reshape(-1)


@jax.jit
def expected_cut(params, cuts):
    n = cuts.shape[0].bit_length() - 1
    state = jnp.ones(cuts.shape[0], dtype=jnp.complex64) / jnp.sqrt(cuts.shape[0])
    for gamma, beta in params:
        state = state * jnp.exp(-1j * gamma * cuts)
        state = mixer(state, beta, n)
    return jnp.real(jnp.sum(jnp.abs(state) ** 2 * cuts))
