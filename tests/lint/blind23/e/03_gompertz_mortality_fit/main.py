import jax
import jax.numpy as jnp
import numpy as np
import optax

ages = np.arange(40, 96, dtype=np.float32)
rng = np.random.default_rng(3)
exposure = rng.uniform(800, 1500, size=ages.shape).astype(np.float32)
true_mu = 5e-5 * np.exp(0.095 * ages)
deaths = rng.poisson(exposure * true_mu).astype(np.float32)


def neg_loglik(theta, ages, exposure, deaths):
    log_mu = theta["log_a"] + theta["b"] * ages
    return jnp.sum(exposure * jnp.exp(log_mu) - deaths * log_mu) / jnp.sum(deaths)


tx = optax.adam(0.02)


@jax.jit
def gompertz_update(theta, opt_state):
    loss, g = jax.value_and_grad(neg_loglik)(theta, ages, exposure, deaths)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(theta, updates), opt_state, loss


theta = {"log_a": jnp.asarray(-9.0), "b": jnp.asarray(0.08)}
opt_state = tx.init(theta)
for it in range(300):
    theta, opt_state, loss = gompertz_update(theta, opt_state)
    if it % 100 == 0:
        print(it, float(loss))

print("A =", float(jnp.exp(theta["log_a"])), "B =", float(theta["b"]))
