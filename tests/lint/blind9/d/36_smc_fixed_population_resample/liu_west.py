import jax
import jax.numpy as jnp


@jax.jit
def liu_west_step(key, states, phis, log_w, y, shrink):
    """Joint state / AR-coefficient filtering with kernel-smoothed parameters."""
    k_res, k_phi, k_state = jax.random.split(key, 3)
    n = states.shape[0]
    w = jax.nn.softmax(log_w)
    phi_bar = jnp.sum(w * phis)
    phi_var = jnp.sum(w * (phis - phi_bar) ** 2)
    # negligible particles are zeroed out instead of removed, keeping the population size fixed
    log_w = jnp.where(w > 1e-4, log_w, -jnp.inf)
    idx = jax.random.categorical(k_res, log_w, shape=(n,))
    m = shrink * phis[idx] + (1 - shrink) * phi_bar
    phis = m + jnp.sqrt((1 - shrink**2) * phi_var) * jax.random.normal(k_phi, (n,))
    states = phis * states[idx] + 0.5 * jax.random.normal(k_state, (n,))
    new_log_w = -0.5 * ((y - states) / 0.3) ** 2
    return states, phis, new_log_w
