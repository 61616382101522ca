import jax
import jax.numpy as jnp

from vae import encode


class LatentMonitor:
    """Tracks how the posterior of a fixed probe batch moves during training."""

    def __init__(self, probe_images, every=2):
        self.probe_images = probe_images
        self.every = every
        self.history = []

    def __call__(self, step, params, key):
        if step % self.every:
            return
        z, mu, logvar = encode(params, images=self.probe_images, key=key, temperature=1.0)
        active = jnp.sum(jnp.var(mu, axis=0) > 1e-2)
        self.history.append((step, float(jnp.mean(jnp.exp(logvar))), int(active)))
        print(f"  [monitor] step {step}: mean posterior var {self.history[-1][1]:.3f}, "
              f"active units {self.history[-1][2]}")
