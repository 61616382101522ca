import jax

jax.config.update("jax_enable_x64", True)

import jax.numpy as jnp  # noqa: E402

from data import all_sites  # noqa: E402


def occupancy(theta, n_days):
    log_adm, log_los, t_peak, log_w = theta
    t = jnp.arange(n_days)
    admissions = jnp.exp(log_adm) * jnp.exp(-0.5 * ((t - t_peak) / jnp.exp(log_w)) ** 2)

    def step(beds, adm):
        beds = beds + adm - beds / jnp.exp(log_los)
        return beds, beds
    _, beds = jax.lax.scan(step, jnp.zeros(()), admissions)
    return beds


@jax.jit
def gradient_step(theta, census):
    loss_fn = lambda th: jnp.mean((occupancy(th, census.shape[0]) - census) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(theta)
    return theta - 1e-4 * g, loss


if __name__ == "__main__":
    for site, census in all_sites().items():
        theta = jnp.array([2.0, 2.0, 20.0, 2.0])
        for _ in range(10):
            theta, loss = gradient_step(theta, census)
        print(f"{site}: loss {float(loss):.2f}")
