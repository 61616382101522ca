import jax
import jax.numpy as jnp


@jax.jit
def log_likelihood(log_init, log_trans, log_emit, obs, length):
    def step(alpha, inputs):
        t, o = inputs
        new = jax.nn.logsumexp(alpha[:, None] + log_trans, axis=0) + log_emit[:, o]
        return jnp.where(t < length, new, alpha), None

    alpha0 = log_init + log_emit[:, obs[0]]
    steps = jnp.arange(1, obs.shape[0])
    alpha, _ = jax.lax.scan(step, alpha0, (steps, obs[1:]))
    return jax.nn.logsumexp(alpha)
