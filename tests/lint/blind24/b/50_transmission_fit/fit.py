import jax
import jax.numpy as jnp


def model(params, x_cm):
    mu, b = params["mu"], params["b"]
    return (1.0 + b * mu * x_cm) * jnp.exp(-mu * x_cm)


@jax.jit
def gauss_newton_step(params, x_cm, transmission):
    def resid(p):
        return jnp.log(model(p, x_cm)) - jnp.log(transmission)
    r = resid(params)
    jac = jax.jacfwd(resid)(params)
    j = jnp.stack([jac["mu"], jac["b"]], axis=1)
    delta = jnp.linalg.solve(j.T @ j + 1e-6 * jnp.eye(2), j.T @ r)
    return {"mu": params["mu"] - delta[0], "b": params["b"] - delta[1]}
