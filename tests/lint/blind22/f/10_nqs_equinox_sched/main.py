import math

import equinox as eqx
import jax
import jax.numpy as jnp

from hamiltonian import tfim_matrix
from model import LogAmplitude

N = 4
N_STEPS = 10


def energy(model, basis, H):
    psi = jnp.exp(jax.vmap(model)(basis))
    return psi @ H @ psi / (psi @ psi)


@eqx.filter_jit
def sgd_step(model, basis, H, lr):
    e, grads = eqx.filter_value_and_grad(energy)(model, basis, H)
    model = jax.tree_util.tree_map(lambda p, g: p - lr * g, model, grads)
    return model, e


def cosine_lr(step, base=0.05):
    return base * 0.5 * (1.0 + math.cos(math.pi * step / N_STEPS))


def main():
    basis, H = tfim_matrix(N, h=1.0)
    basis, H = jnp.asarray(basis), jnp.asarray(H)
    model = LogAmplitude(N, 8, jax.random.PRNGKey(0))
    for step in range(N_STEPS):
        lr = jnp.asarray(cosine_lr(step), dtype=jnp.float32)
        model, e = sgd_step(model, basis, H, lr)
        print(f"step {step} E={float(e):.5f}")


if __name__ == "__main__":
    main()
