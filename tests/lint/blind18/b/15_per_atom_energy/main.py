import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

MAX_ATOMS = 16
N_SPECIES = 8


def sample_structure(rng):
    n = int(rng.integers(5, MAX_ATOMS + 1))
    species = np.zeros(MAX_ATOMS, np.int32)
    species[:n] = rng.integers(1, N_SPECIES, size=n)
    coords = np.zeros((MAX_ATOMS, 3), np.float32)
    coords[:n] = rng.normal(size=(n, 3))
    e_per_atom = np.float32(-1.0 - 0.05 * species[:n].mean())
    return species, coords, n, e_per_atom


def atomic_energies(params, species, coords):
    h = params["emb"][species]
    r = jnp.linalg.norm(coords, axis=-1, keepdims=True)
    return (jnp.tanh(h + params["rw"] * r) @ params["out"])[:, 0]


@functools.partial(jax.jit, static_argnames=("n_atoms",))
def step(params, opt_state, species, coords, target, n_atoms):
    def loss_fn(p):
        e = atomic_energies(p, species, coords)[:n_atoms]
        return (e.sum() / n_atoms - target) ** 2

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


tx = optax.sgd(1e-2)


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    params = {
        "emb": 0.1 * jax.random.normal(key, (N_SPECIES, 8)),
        "rw": jnp.full((8,), 0.1, jnp.float32),
        "out": jnp.full((8, 1), 0.1, jnp.float32),
    }
    opt_state = tx.init(params)
    for it in range(6):
        species, coords, n, target = sample_structure(rng)
        params, opt_state, loss = step(params, opt_state, species, coords, target, n_atoms=n)
        print(it, n, float(loss))


if __name__ == "__main__":
    main()
