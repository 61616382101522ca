from typing import NamedTuple, Optional
import jax
import jax.numpy as jnp


class RLSState(NamedTuple):
    w: jnp.ndarray
    p: jnp.ndarray


def init_state(n_taps, delta=10.0, w0: Optional[jnp.ndarray] = None):
    if w0 is None:
        w0 = jnp.zeros(n_taps, jnp.complex64).at[n_taps // 2].set(1.0)
    return RLSState(w0, delta * jnp.eye(n_taps, dtype=jnp.complex64))


@jax.jit
def rls_block(state, x_win, d, lam=0.99):
    def step(st, inp):
        u, dn = inp
        pu = st.p @ u
        k = pu / (lam + u.conj() @ pu)
        e = dn - st.w.conj() @ u
        w = st.w + k * e.conj()
        p = (st.p - jnp.outer(k, u.conj() @ st.p)) / lam
        return RLSState(w, p), e
    state, err = jax.lax.scan(step, state, (x_win, d))
    return state, jnp.mean(jnp.abs(err) ** 2)
