import jax
import jax.numpy as jnp

PRE, POST = 20, 10


@jax.jit
def cumulative_abnormal_return(stock, market, event_idx):
    """Market-model CAR over [event-PRE, event+POST) with beta estimated on the pre-window."""
    window = jax.lax.dynamic_slice(stock, (event_idx - PRE,), (PRE + POST,))
    mkt = jax.lax.dynamic_slice(market, (event_idx - PRE,), (PRE + POST,))
    est_s, est_m = window[:PRE], mkt[:PRE]
    beta = jnp.cov(est_s, est_m)[0, 1] / jnp.var(est_m, ddof=1)
    alpha = est_s.mean() - beta * est_m.mean()
    abnormal = window[PRE:] - (alpha + beta * mkt[PRE:])
    return abnormal.sum()


def detect_jump(stock, start, stop):
    seg = jnp.abs(stock[start:stop] - jnp.median(stock[start:stop]))
    return start + int(jnp.argmax(seg))
