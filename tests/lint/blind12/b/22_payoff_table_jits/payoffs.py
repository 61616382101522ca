import jax.numpy as jnp


def vanilla_call(paths, strike):
    return jnp.maximum(paths[:, -1] - strike, 0.0)


def vanilla_put(paths, strike):
    return jnp.maximum(strike - paths[:, -1], 0.0)


def digital_call(paths, strike):
    return (paths[:, -1] > strike).astype(paths.dtype)


def up_and_out_call(paths, strike, barrier=130.0):
    alive = jnp.all(paths < barrier, axis=1)
    return jnp.where(alive, jnp.maximum(paths[:, -1] - strike, 0.0), 0.0)


def lookback_call(paths, strike):
    return jnp.maximum(paths.max(axis=1) - strike, 0.0)


PAYOFFS = {
    "call": vanilla_call,
    "put": vanilla_put,
    "digital": digital_call,
    "up_and_out": up_and_out_call,
    "lookback": lookback_call,
}
