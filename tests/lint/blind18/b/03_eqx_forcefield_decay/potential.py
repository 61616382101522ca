import equinox as eqx
import jax
import jax.numpy as jnp


class PairPotential(eqx.Module):
    mlp: eqx.nn.MLP
    r_cut: float = eqx.field(static=True)

    def __init__(self, key, r_cut=3.0):
        self.mlp = eqx.nn.MLP(1, 1, width_size=16, depth=2, key=key)
        self.r_cut = r_cut

    def energy(self, pos):
        diff = pos[:, None, :] - pos[None, :, :]
        r = jnp.sqrt(jnp.sum(diff ** 2, -1) + 1e-6)
        mask = (r < self.r_cut) & (~jnp.eye(pos.shape[0], dtype=bool))
        e_pair = jax.vmap(jax.vmap(lambda x: self.mlp(x[None])[0]))(r)
        return 0.5 * jnp.sum(jnp.where(mask, e_pair, 0.0))

    def forces(self, pos):
        return -jax.grad(self.energy)(pos)
