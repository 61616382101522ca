import jax.numpy as jnp


def peak_timing_error(sim, obs, window):
    n = sim.shape[0] // window
    s = sim[: n * window].reshape(n, window)
    o = obs[: n * window].reshape(n, window)
    return jnp.abs(jnp.argmax(s, axis=1) - jnp.argmax(o, axis=1)).mean()
