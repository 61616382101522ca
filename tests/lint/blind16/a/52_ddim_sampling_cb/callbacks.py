import jax

from ddim import ddim_sample, ddim_timesteps


class PreviewCallback:
    """Cheap previews during training, one high-quality sample set at the end."""

    def __init__(self, key, n=4, dim=16, preview_steps=10, final_steps=25):
        self.key = key
        self.n, self.dim = n, dim
        self.preview_ts = ddim_timesteps(preview_steps)
        self.final_ts = ddim_timesteps(final_steps)

    def __call__(self, epoch, params, final=False):
        timesteps = self.final_ts if final else self.preview_ts
        x = jax.random.normal(self.key, (self.n, self.dim))
        samples = ddim_sample(params, x, timesteps)
        print(f"epoch {epoch}: {len(timesteps)} DDIM steps, sample std {float(samples.std()):.3f}")
