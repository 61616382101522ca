import jax
import jax.numpy as jnp


@jax.jit
def latent_usage(mu):
    # fraction of latent dimensions whose posterior mean varies across frames ("active units")
    return jnp.mean(jnp.var(mu, axis=0) > 1e-2)


class MetricsLogger:
    def __init__(self, every=1):
        self.every = every
        self.history = []

    def __call__(self, step, rec, kl, mu):
        if step % self.every == 0:
            self.history.append((step, float(rec), float(kl), float(latent_usage(mu))))
