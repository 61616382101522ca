import jax
import jax.numpy as jnp
import numpy as np

C_NP = np.array([[0, 0], [1, 0], [0, 1], [-1, 0], [0, -1], [1, 1], [-1, 1], [-1, -1], [1, -1]])
C = jnp.asarray(C_NP)
W = jnp.array([4 / 9] + [1 / 9] * 4 + [1 / 36] * 4)


def equilibrium(rho, u):
    cu = jnp.einsum("qd,xyd->xyq", C, u)
    usq = jnp.sum(u**2, -1, keepdims=True)
    return rho[..., None] * W * (1 + 3 * cu + 4.5 * cu**2 - 1.5 * usq)


def collide_stream(f, tau, force):
    rho = f.sum(-1)
    u = jnp.einsum("xyq,qd->xyd", f, C) / rho[..., None] + force * tau / rho[..., None]
    f = f - (f - equilibrium(rho, u)) / tau
    return jnp.stack([jnp.roll(f[..., q], shift=tuple(C_NP[q].tolist()), axis=(0, 1)) for q in range(9)], -1)


def run(f, tau, force, n_steps=30):
    f, _ = jax.lax.scan(lambda f, _: (collide_stream(f, tau, force), None), f, None, length=n_steps)
    return f
