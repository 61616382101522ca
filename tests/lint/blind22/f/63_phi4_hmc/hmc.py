from typing import NamedTuple

import jax
import jax.numpy as jnp


class HMCState(NamedTuple):
    phi: jax.Array
    key: jax.Array


def action(phi, kappa, lam):
    hop = sum(phi * jnp.roll(phi, 1, a) for a in range(phi.ndim))
    return jnp.sum(-2.0 * kappa * hop + phi ** 2 + lam * (phi ** 2 - 1.0) ** 2)


def leapfrog(phi, mom, eps, n_steps, kappa, lam):
    grad = jax.grad(action)
    mom = mom - 0.5 * eps * grad(phi, kappa, lam)
    for _ in range(n_steps - 1):
        phi = phi + eps * mom
        mom = mom - eps * grad(phi, kappa, lam)
    phi = phi + eps * mom
    mom = mom - 0.5 * eps * grad(phi, kappa, lam)
    return phi, mom


@jax.jit
def hmc_step(state, kappa, lam):
    phi, key = state
    key, k1, k2 = jax.random.split(key, 3)
    mom = jax.random.normal(k1, phi.shape)
    h0 = action(phi, kappa, lam) + 0.5 * jnp.sum(mom ** 2)
    new_phi, new_mom = leapfrog(phi, mom, 0.1, 8, kappa, lam)
    h1 = action(new_phi, kappa, lam) + 0.5 * jnp.sum(new_mom ** 2)
    accept = jax.random.uniform(k2) < jnp.exp(h0 - h1)
    phi = jnp.where(accept, new_phi, phi)
    return HMCState(phi, key), accept
