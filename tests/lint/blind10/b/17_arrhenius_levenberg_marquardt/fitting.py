import jax
import jax.numpy as jnp


def arrhenius(params, temps):
    log_a, ea = params
    return jnp.exp(log_a - ea / (8.314e-3 * temps))


def residuals(params, temps, rates):
    return jnp.log(arrhenius(params, temps)) - jnp.log(rates)


@jax.jit
def lm_step(params, temps, rates, damping):
    r = residuals(params, temps, rates)
    J = jax.jacfwd(residuals)(params, temps, rates)
    A = J.T @ J + damping * jnp.diag(jnp.diag(J.T @ J))
    delta = jnp.linalg.solve(A, -J.T @ r)
    new = params + delta
    return new, jnp.sum(r**2), jnp.sum(residuals(new, temps, rates) ** 2)
