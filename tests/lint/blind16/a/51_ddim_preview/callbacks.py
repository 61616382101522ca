import jax

from ddim import ddim_sample, ddim_timesteps


class PreviewCallback:
    """Draws preview samples with more DDIM steps as training progresses."""

    def __init__(self, key, n=4, dim=16, base_steps=5):
        self.key = key
        self.n, self.dim = n, dim
        self.base_steps = base_steps

    def __call__(self, epoch, params):
        num_steps = self.base_steps * (epoch + 1)
        x = jax.random.normal(self.key, (self.n, self.dim))
        samples = ddim_sample(params, x, ddim_timesteps(num_steps))
        print(f"epoch {epoch}: {num_steps} DDIM steps, sample std {float(samples.std()):.3f}")
