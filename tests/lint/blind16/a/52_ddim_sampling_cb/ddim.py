import jax
import jax.numpy as jnp
import numpy as np

T = 100
ALPHA_BARS = jnp.asarray(np.cumprod(1.0 - np.linspace(1e-4, 0.02, T)), jnp.float32)


def ddim_timesteps(num_steps):
    return jnp.asarray(np.linspace(T - 1, 0, num_steps).round().astype(np.int32))


@jax.jit
def ddim_sample(params, x, timesteps):
    def body(x, ts):
        t, t_prev = ts
        ab, ab_prev = ALPHA_BARS[t], jnp.where(t_prev >= 0, ALPHA_BARS[jnp.maximum(t_prev, 0)], 1.0)
        eps = denoiser_apply(params, x, t)
        x0 = (x - jnp.sqrt(1 - ab) * eps) / jnp.sqrt(ab)
        return jnp.sqrt(ab_prev) * x0 + jnp.sqrt(1 - ab_prev) * eps, None

    prev = jnp.concatenate([timesteps[1:], jnp.array([-1], jnp.int32)])
    x, _ = jax.lax.scan(body, x, (timesteps, prev))
    return x


def denoiser_apply(params, x, t):
    h = jnp.tanh(x @ params["w1"] + params["b1"] + t / T)
    return h @ params["w2"]
