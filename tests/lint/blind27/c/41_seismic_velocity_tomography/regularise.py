import equinox as eqx
import jax
import jax.numpy as jnp


class LaplacianSmoother(eqx.Module):
    weight: jax.Array
    n_passes: int

    def __call__(self, model):
        def one(m, _):
            lap = jnp.roll(m, 1, 0) + jnp.roll(m, -1, 0) + jnp.roll(m, 1, 1) + jnp.roll(m, -1, 1) - 4 * m
            return m + self.weight * lap, None
        out, _ = jax.lax.scan(one, model, None, length=self.n_passes)
        return out


@eqx.filter_jit
def tomo_iteration(vel, smoother, G, dt):
    flat = vel.reshape(-1)
    upd = G.T @ (dt - G @ (1.0 / flat)) * 0.01
    return smoother((flat - upd).reshape(vel.shape))
