import diffrax
import equinox as eqx
import jax
import jax.numpy as jnp


class LacticFermentation(eqx.Module):
    mu_max: jax.Array
    ks: jax.Array
    p_max: jax.Array

    def __call__(self, t, y, args):
        x, s, p = y
        mu = self.mu_max * s / (self.ks + s) * jnp.clip(1 - p / self.p_max, 0.0, 1.0)
        return jnp.stack([mu * x, -mu * x / 0.15, mu * x * 0.9 / 0.15])


@eqx.filter_jit
def lactic_acid_at(model, y0, t_end):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(model), diffrax.Dopri5(), t0=0.0, t1=t_end, dt0=0.1, y0=y0,
                              stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-6), max_steps=4096)
    return sol.ys[-1]
