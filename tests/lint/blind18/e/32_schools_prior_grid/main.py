import numpy as np
import jax
import jax.numpy as jnp
import optax

from priors import TAU_SCALES, prior_params

Y = jnp.array([28.0, 8.0, -3.0, 7.0, -1.0, 1.0, 18.0, 12.0])
SIGMA = jnp.array([15.0, 10.0, 16.0, 11.0, 9.0, 11.0, 10.0, 18.0])


def neg_log_marginal(params, prior):
    mu, log_tau = params
    tau = jnp.exp(log_tau)
    var = SIGMA ** 2 + tau ** 2
    ll = -0.5 * jnp.sum(jnp.log(var) + (Y - mu) ** 2 / var)
    lp = -0.5 * (mu / prior["mu_scale"]) ** 2 - 0.5 * (tau / prior["tau_scale"]) ** 2 + log_tau
    return -(ll + lp)


@jax.jit
def map_step(params, opt_state, prior):
    loss, g = jax.value_and_grad(neg_log_marginal)(params, prior)
    updates, opt_state = OPT.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


OPT = optax.adam(0.1)


def main():
    for tau_scale in TAU_SCALES:
        prior = prior_params(tau_scale)
        params = (jnp.zeros((), jnp.float32), jnp.zeros((), jnp.float32))
        opt_state = OPT.init(params)
        for _ in range(25):
            params, opt_state, loss = map_step(params, opt_state, prior)
        print(f"tau_scale={tau_scale}: tau_hat={float(jnp.exp(params[1])):.2f}")


if __name__ == "__main__":
    main()
