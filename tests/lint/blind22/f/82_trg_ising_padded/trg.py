import functools

import jax
import jax.numpy as jnp


def _split(M, D, chi):
    u, s, vh = jnp.linalg.svd(M, full_matrices=False)
    k = min(chi, s.shape[0])
    sq = jnp.sqrt(s[:k])
    return (u[:, :k] * sq).reshape(D, D, k), (sq[:, None] * vh[:k]).reshape(k, D, D)


@functools.partial(jax.jit, static_argnames=("chi",))
def trg_step(T, chi):
    D = T.shape[0]
    S1, S3 = _split(T.reshape(D * D, D * D), D, chi)
    S2, S4 = _split(T.transpose(1, 2, 3, 0).reshape(D * D, D * D), D, chi)
    Tn = jnp.einsum("axy,byz,zwc,xwe->abce", S3, S4, S1, S2)
    norm = jnp.max(jnp.abs(Tn))
    return Tn / norm, jnp.log(norm)
