import diffrax
import jax
import jax.numpy as jnp


def seir_claims(t, y, args):
    beta, gamma, lockdown_day, lockdown_effect = args
    s, i, r, claims = y
    b = jnp.where(t > lockdown_day, beta * (1.0 - lockdown_effect), beta)
    new_inf = b * s * i
    return jnp.stack([-new_inf, new_inf - gamma * i, gamma * i, 0.002 * new_inf])


@jax.jit
def bi_claims_curve(args):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(seir_claims), diffrax.Tsit5(), t0=0.0, t1=180.0, dt0=0.5,
                              y0=jnp.array([0.999, 0.001, 0.0, 0.0]), args=args,
                              saveat=diffrax.SaveAt(ts=jnp.linspace(0.0, 180.0, 19)), max_steps=4096)
    return sol.ys[:, 3]
