import jax
import jax.numpy as jnp
import optax

from data import load_outbreaks
from model import poisson_nll

optimizer = optax.adam(0.05)


@jax.jit
def fit_step(log_params, opt_state, observed, mask):
    loss, grads = jax.value_and_grad(poisson_nll)(log_params, observed, mask)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(log_params, updates), opt_state, loss


def calibrate(observed, mask, n_iter=20):
    log_params = jnp.log(jnp.array([0.3, 0.1]))
    opt_state = optimizer.init(log_params)
    observed, mask = jnp.asarray(observed), jnp.asarray(mask)
    for _ in range(n_iter):
        log_params, opt_state, loss = fit_step(log_params, opt_state, observed, mask)
    return jnp.exp(log_params), loss


if __name__ == "__main__":
    for name, (series, mask) in load_outbreaks().items():
        params, loss = calibrate(series, mask)
        print(f"{name}: days={int(mask.sum())} beta={params[0]:.3f} gamma={params[1]:.3f} nll={loss:.1f}")
