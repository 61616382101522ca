import jax
import jax.numpy as jnp
import optax

from surveillance import N_WEEKS, load_regions

opt = optax.sgd(1e-3)


def epidemic_curve(theta):
    peak, width, height = theta
    t = jnp.arange(N_WEEKS)
    return jnp.exp(height) * jnp.exp(-0.5 * ((t - peak) / width) ** 2) + 1.0


@jax.jit
def update(theta, opt_state, counts):
    def loss(theta):
        mu = epidemic_curve(theta)
        return jnp.mean(mu - counts * jnp.log(mu))

    value, grads = jax.value_and_grad(loss)(theta)
    updates, opt_state = opt.update(grads, opt_state)
    return optax.apply_updates(theta, updates), opt_state, value


if __name__ == "__main__":
    for region, counts in load_regions().items():
        theta = jnp.array([10.0, 4.0, 3.0])
        opt_state = opt.init(theta)
        for _ in range(15):
            theta, opt_state, value = update(theta, opt_state, counts)
        print(f"{region:6s} peak week {float(theta[0]):5.1f} loss {float(value):.3f}")
