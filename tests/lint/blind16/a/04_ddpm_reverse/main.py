import jax
import jax.numpy as jnp
import flax.linen as nn

from schedule import linear_beta_schedule

T = 12


class Denoiser(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, x, t_emb):
        h = nn.Dense(self.hidden)(jnp.concatenate([x, t_emb], axis=-1))
        h = nn.gelu(h)
        return nn.Dense(x.shape[-1])(h)


def timestep_embedding(t, dim=8):
    freqs = jnp.exp(-jnp.arange(dim // 2) * jnp.log(1000.0) / (dim // 2))
    args = t * freqs
    return jnp.concatenate([jnp.sin(args), jnp.cos(args)])


model = Denoiser()
betas, alphas, alpha_bars = linear_beta_schedule(T)


@jax.jit
def denoise_step(params, x, t, key):
    emb = jnp.broadcast_to(timestep_embedding(t), (x.shape[0], 8))
    eps = model.apply(params, x, emb)
    coef = betas[t] / jnp.sqrt(1.0 - alpha_bars[t])
    mean = (x - coef * eps) / jnp.sqrt(alphas[t])
    noise = jax.random.normal(key, x.shape)
    sigma = jnp.where(t > 0, jnp.sqrt(betas[t]), 0.0)
    return mean + sigma * noise


def sample(params, key, n=4, dim=16):
    key, sub = jax.random.split(key)
    x = jax.random.normal(sub, (n, dim))
    for t in reversed(range(T)):
        key, sub = jax.random.split(key)
        x = denoise_step(params, x, jnp.int32(t), sub)
    return x


def main():
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 16)), jnp.zeros((1, 8)))
    samples = sample(params, jax.random.PRNGKey(1))
    print(samples.shape, float(samples.std()))


if __name__ == "__main__":
    main()
