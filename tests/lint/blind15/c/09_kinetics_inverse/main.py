import jax
import jax.numpy as jnp
import optax

from kinetics import loss_fn, simulate
from params import init_rate_constants

optimizer = optax.adam(0.05)


@jax.jit
def fit_step(rates, opt_state, c0, observed):
    loss, grads = jax.value_and_grad(loss_fn)(rates, c0, observed)
    updates, opt_state = optimizer.update(grads, opt_state, rates)
    return optax.apply_updates(rates, updates), opt_state, loss


if __name__ == "__main__":
    c0 = jnp.array([1.0, 0.0])
    true_rates = {"k_forward": jnp.float32(1.3), "k_backward": jnp.float32(0.4)}
    observed = simulate(true_rates, c0)
    observed = observed + 0.01 * jax.random.normal(jax.random.PRNGKey(1), observed.shape)

    rates = init_rate_constants()
    opt_state = optimizer.init(rates)
    for it in range(30):
        rates, opt_state, loss = fit_step(rates, opt_state, c0, observed)
        if it % 10 == 0:
            print(f"iter {it}: loss {float(loss):.5f}")
    print({k: float(v) for k, v in rates.items()})
