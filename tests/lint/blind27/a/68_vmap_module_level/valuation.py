import jax
import jax.numpy as jnp


def single_annuity(qx_row, payment, rate):
    t = jnp.arange(1, qx_row.shape[0] + 1, dtype=jnp.float32)
    return payment * jnp.sum(jnp.cumprod(1.0 - qx_row) * (1.0 + rate) ** -t)


def portfolio_annuities(qx, payments, rate):
    return jax.vmap(single_annuity, in_axes=(0, 0, None))(qx, payments, rate)


value_block = jax.jit(portfolio_annuities)
