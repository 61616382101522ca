import equinox as eqx
import jax
import jax.numpy as jnp


class TinySchNet(eqx.Module):
    embed: eqx.nn.Embedding
    filt: eqx.nn.MLP
    out: eqx.nn.Linear
    centers: jax.Array

    def __init__(self, key, dim=16, n_rbf=12):
        k1, k2, k3 = jax.random.split(key, 3)
        self.embed = eqx.nn.Embedding(10, dim, key=k1)
        self.filt = eqx.nn.MLP(n_rbf, dim, 32, 1, key=k2)
        self.out = eqx.nn.Linear(dim, 1, key=k3)
        self.centers = jnp.linspace(0.0, 5.0, n_rbf)

    def energy(self, z, atom_mask, pos):
        h = jax.vmap(self.embed)(z)
        d = jnp.linalg.norm(pos[:, None] - pos[None] + 1e-9, axis=-1)
        rbf = jnp.exp(-4.0 * (d[..., None] - self.centers) ** 2)
        w = jax.vmap(jax.vmap(self.filt))(rbf)
        pair = atom_mask[:, None] * atom_mask[None, :] * (1.0 - jnp.eye(z.shape[0]))
        h = h + jnp.einsum("ij,ijd,jd->id", pair, w, h)
        return jnp.sum(jax.vmap(self.out)(h)[:, 0] * atom_mask)

    def __call__(self, z, atom_mask, conformers, conf_mask):
        e = jax.vmap(lambda p: self.energy(z, atom_mask, p))(conformers)
        return jnp.sum(e * conf_mask) / jnp.maximum(jnp.sum(conf_mask), 1.0)
