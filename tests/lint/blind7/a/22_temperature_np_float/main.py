import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def sample_tokens(logits, key, temperature):
    return jax.random.categorical(key, logits / temperature, axis=-1)


class AdaptiveSampler:
    """Raises temperature when the last completions were too repetitive."""

    def __init__(self, temperature=0.7):
        self.temperature = temperature

    def adjust(self, repeats):
        self.temperature = np.clip(self.temperature + 0.1 * (repeats - 1), 0.2, 1.5)

    def __call__(self, logits, key):
        return sample_tokens(logits, key, self.temperature)


sampler = AdaptiveSampler()
key = jax.random.PRNGKey(0)
logits = jax.random.normal(key, (4, 32))
for request in range(5):
    key, sub = jax.random.split(key)
    toks = sampler(logits, sub)
    repeats = len(toks) - len(set(toks.tolist()))
    sampler.adjust(repeats)
    print(request, toks.tolist(), float(sampler.temperature))
