import equinox as eqx
import jax
import jax.numpy as jnp


class LaplacianSmoother(eqx.Module):
    weight: jax.Array
    n_passes: int = 3

    def __call__(self, model):
        def one(m, _):
            lap = jnp.roll(m, 1, 0) + jnp.roll(m, -1, 0) + jnp.roll(m, 1, 1) + jnp.roll(m, -1, 1) - 4 * m
            return m + self.weight * lap, None
        out, _ = jax.lax.scan(one, model, None, length=self.n_passes)
        return out


@eqx.filter_jit
def attenuation_update(q_inv, smoother, G, amp_resid):
    flat = q_inv.reshape(-1)
    flat = flat + 0.005 * G.T @ (amp_resid - G @ flat)
    return smoother(flat.reshape(q_inv.shape))
