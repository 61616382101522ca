import jax


def pathwise_greeks(pricer, spot, v0, strike, maturity, key):
    """Delta and vega (w.r.t. initial variance) by pathwise differentiation."""
    grad_fn = jax.jit(jax.grad(pricer, argnums=(0, 1)))
    delta, vega = grad_fn(spot, v0, strike, maturity, key)
    return float(delta), float(vega)
