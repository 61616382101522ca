import jax
import jax.numpy as jnp
import optax

from kinetics import loss_fn, simulate
from params import as_dict, init_rate_constants

optimizer = optax.adam(0.05)


@jax.jit
def fit_step(theta, opt_state, c0, observed):
    loss, grads = jax.value_and_grad(loss_fn)(theta, c0, observed)
    updates, opt_state = optimizer.update(grads, opt_state, theta)
    return optax.apply_updates(theta, updates), opt_state, loss


if __name__ == "__main__":
    c0 = jnp.array([1.0, 0.0])
    observed = simulate(jnp.array([1.3, 0.4]), c0)
    observed = observed + 0.01 * jax.random.normal(jax.random.PRNGKey(1), observed.shape)

    theta = init_rate_constants()
    opt_state = optimizer.init(theta)
    for it in range(30):
        theta, opt_state, loss = fit_step(theta, opt_state, c0, observed)
        if it % 10 == 0:
            print(f"iter {it}: loss {float(loss):.5f}")
    print({k: float(v) for k, v in as_dict(theta).items()})
