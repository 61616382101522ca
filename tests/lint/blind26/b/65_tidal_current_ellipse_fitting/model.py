import equinox as eqx
import jax
import jax.numpy as jnp


class TidalCurrentModel(eqx.Module):
    speeds: jax.Array      # rad/hour, one per constituent
    amp: jax.Array         # (n_const, 2) major/minor axis amplitude m/s
    phase: jax.Array       # (n_const,)
    orientation: jax.Array  # ellipse inclination, rad
    mean_flow: jax.Array

    def __call__(self, t):
        arg = t[:, None] * self.speeds[None] - self.phase[None]
        u_maj = jnp.sum(self.amp[:, 0] * jnp.cos(arg), 1)
        u_min = jnp.sum(self.amp[:, 1] * jnp.sin(arg), 1)
        c, s = jnp.cos(self.orientation), jnp.sin(self.orientation)
        return jnp.stack([c * u_maj - s * u_min, s * u_maj + c * u_min], 1) + self.mean_flow


@eqx.filter_jit
def current_misfit(model, t, uv):
    return jnp.sqrt(jnp.mean(jnp.sum((model(t) - uv) ** 2, 1)))
