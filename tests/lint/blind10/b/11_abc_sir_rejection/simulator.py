import jax
import jax.numpy as jnp


def sir_final_size(beta, gamma, n_days=40, i0=0.01):
    def day(state, _):
        s, i, r = state
        new_inf = beta * s * i
        new_rec = gamma * i
        return (s - new_inf, i + new_inf - new_rec, r + new_rec), i

    _, infected = jax.lax.scan(day, (1.0 - i0, i0, 0.0), None, length=n_days)
    return infected


simulate_batch = jax.vmap(sir_final_size)


def summary_distance(sim_curves, observed):
    return jnp.sqrt(jnp.mean((sim_curves - observed) ** 2, axis=-1))
