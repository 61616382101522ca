import jax
import jax.numpy as jnp

T = 8
BETAS = jnp.linspace(1e-4, 0.05, T)
ALPHAS_BAR = jnp.cumprod(1.0 - BETAS)


def denoiser(params, x_t, mel_up, t):
    h = jnp.concatenate([x_t[:, None], mel_up], axis=-1) @ params["w_in"]
    h = jnp.tanh(h + params["t_emb"][t])
    return h @ params["w_out"]


def diffusion_loss(params, wav, mel_up, key):
    k_t, k_n = jax.random.split(key)
    t = jax.random.randint(k_t, (), 0, T)
    noise = jax.random.normal(k_n, wav.shape)
    a = ALPHAS_BAR[t]
    x_t = jnp.sqrt(a) * wav + jnp.sqrt(1 - a) * noise
    return jnp.mean((denoiser(params, x_t, mel_up, t)[:, 0] - noise) ** 2)


@jax.jit
def train_step(params, wav, mel_up, key, lr=0.05):
    loss, g = jax.value_and_grad(diffusion_loss)(params, wav, mel_up, key)
    return jax.tree.map(lambda p, d: p - lr * d, params, g), loss


eval_loss = jax.jit(diffusion_loss)
