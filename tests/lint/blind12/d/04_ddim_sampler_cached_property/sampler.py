import functools

import jax
import jax.numpy as jnp


def cosine_alphas(num_steps, s=0.008):
    t = jnp.linspace(0.0, 1.0, num_steps + 1)
    f = jnp.cos((t + s) / (1 + s) * jnp.pi / 2) ** 2
    return f / f[0]


class DDIMSampler:
    def __init__(self, score_fn, params, num_steps=8, eta=0.0):
        self.score_fn = score_fn
        self.params = params
        self.num_steps = num_steps
        self.eta = eta
        self.alphas = cosine_alphas(num_steps)

    def _update(self, params, x, a_t, a_prev, eta):
        eps = self.score_fn(params, x, a_t)
        x0 = (x - jnp.sqrt(1 - a_t) * eps) / jnp.sqrt(a_t)
        sigma = eta * jnp.sqrt((1 - a_prev) / (1 - a_t) * (1 - a_t / a_prev))
        direction = jnp.sqrt(jnp.clip(1 - a_prev - sigma ** 2, 0.0)) * eps
        return jnp.sqrt(a_prev) * x0 + direction

    @functools.cached_property
    def denoise_step(self):
        return jax.jit(functools.partial(self._update, eta=self.eta))

    def sample(self, x):
        for i in range(self.num_steps, 0, -1):
            x = self.denoise_step(self.params, x, self.alphas[i], self.alphas[i - 1])
        return x
