import jax
import jax.numpy as jnp

PRE, POST, EST = 5, 10, 60


@jax.jit
def cumulative_abnormal_return(stock, market, event_idx):
    est_s = jax.lax.dynamic_slice(stock, (event_idx - PRE - EST,), (EST,))
    est_m = jax.lax.dynamic_slice(market, (event_idx - PRE - EST,), (EST,))
    mc = est_m - est_m.mean()
    beta = jnp.sum(mc * (est_s - est_s.mean())) / jnp.sum(mc ** 2)
    alpha = est_s.mean() - beta * est_m.mean()
    win_s = jax.lax.dynamic_slice(stock, (event_idx - PRE,), (PRE + POST + 1,))
    win_m = jax.lax.dynamic_slice(market, (event_idx - PRE,), (PRE + POST + 1,))
    return jnp.cumsum(win_s - alpha - beta * win_m)
