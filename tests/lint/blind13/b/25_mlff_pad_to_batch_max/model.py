import jax
import jax.numpy as jnp

N_SPECIES = 4


def init_params(key, n_rbf=8):
    k1, k2 = jax.random.split(key)
    return {
        "centers": jnp.linspace(0.5, 4.0, n_rbf),
        "w": 0.1 * jax.random.normal(k1, (N_SPECIES, N_SPECIES, n_rbf)),
        "atom_e": 0.01 * jax.random.normal(k2, (N_SPECIES,)),
    }


def molecule_energy(params, pos, z):
    mask = (z > 0).astype(pos.dtype)
    d = jnp.linalg.norm(pos[:, None] - pos[None] + 1e-9, axis=-1)
    rbf = jnp.exp(-4.0 * (d[..., None] - params["centers"]) ** 2)
    w = params["w"][z[:, None], z[None, :]]
    pair = jnp.sum(w * rbf, -1) * mask[:, None] * mask[None, :] * (1 - jnp.eye(pos.shape[0]))
    return 0.5 * jnp.sum(pair) + jnp.sum(params["atom_e"][z] * mask)


@jax.jit
def sgd_step(params, pos, z, energy, lr=1e-4):
    def loss(p):
        pred = jax.vmap(molecule_energy, in_axes=(None, 0, 0))(p, pos, z)
        return jnp.mean((pred - energy) ** 2)

    l, g = jax.value_and_grad(loss)(params)
    return jax.tree.map(lambda a, b: a - lr * b, params, g), l
