import numpy as np
import jax
import jax.numpy as jnp
import equinox as eqx


class GammaFrailty(eqx.Module):
    log_base: jax.Array
    log_var: jax.Array

    def hazard(self, t):
        return jnp.exp(self.log_base) * jnp.exp(0.1 * t)


def nll(model, t, event):
    theta = jnp.exp(model.log_var)
    h = model.hazard(t)
    H = jnp.exp(model.log_base) * (jnp.exp(0.1 * t) - 1.0) / 0.1
    surv = (1.0 + theta * H) ** (-1.0 / theta)
    dens = h * (1.0 + theta * H) ** (-1.0 / theta - 1.0)
    return -jnp.mean(event * jnp.log(dens) + (1 - event) * jnp.log(surv))


@eqx.filter_jit
def frailty_step(model, t, event, lr):
    loss, g = eqx.filter_value_and_grad(nll)(model, t, event)
    return jax.tree.map(lambda p, gi: p - lr * gi, model, g), loss


def main():
    rng = np.random.default_rng(9)
    t = jnp.asarray(rng.exponential(8.0, 1000), jnp.float32)
    event = jnp.asarray(rng.uniform(size=1000) < 0.7, jnp.float32)
    model = GammaFrailty(jnp.array(-3.0), jnp.array(-1.0))
    schedule = np.geomspace(0.2, 0.02, 30).astype(np.float32)
    for epoch, lr in enumerate(schedule):
        model, loss = frailty_step(model, t, event, jnp.asarray(lr))
    print(float(loss), float(model.log_base), float(model.log_var))


if __name__ == "__main__":
    main()
