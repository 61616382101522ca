import itertools

import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import RBMWavefunction

N = 6


def tfim_dense(n, h):
    basis = np.array(list(itertools.product([1.0, -1.0], repeat=n)), dtype=np.float32)
    H = np.zeros((2 ** n, 2 ** n), dtype=np.float32)
    for i, s in enumerate(basis):
        H[i, i] = -np.sum(s * np.roll(s, -1))
        for q in range(n):
            H[i, i ^ (1 << (n - 1 - q))] -= h
    return jnp.asarray(basis), jnp.asarray(H)


def energy(model, basis, H):
    logpsi = model(basis)
    psi = jnp.exp(logpsi - logpsi.max())
    return psi @ H @ psi / (psi @ psi)


@nnx.jit
def train_step(model, optimizer, basis, H):
    e, grads = nnx.value_and_grad(energy)(model, basis, H)
    optimizer.update(model, grads)
    return e


def main():
    basis, H = tfim_dense(N, 1.0)
    model = RBMWavefunction(N, 1, nnx.Rngs(1))
    optimizer = nnx.Optimizer(model, optax.adam(0.02), wrt=nnx.Param)
    for epoch in range(4):
        model.epoch.value = jnp.asarray(epoch, dtype=jnp.int32)
        for _ in range(3):
            e = train_step(model, optimizer, basis, H)
        print(f"epoch {epoch} E/N={float(e) / N:.4f}")


if __name__ == "__main__":
    main()
