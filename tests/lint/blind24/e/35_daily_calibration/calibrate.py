import jax
import jax.numpy as jnp


@jax.jit
def fit_temperature(logits_hist, labels_hist):
    temps = jnp.linspace(0.5, 3.0, 26)

    def nll(t):
        logp = jax.nn.log_softmax(logits_hist / t, axis=-1)
        return -jnp.take_along_axis(logp, labels_hist[:, None], axis=1).mean()

    losses = jax.vmap(nll)(temps)
    return temps[jnp.argmin(losses)]
