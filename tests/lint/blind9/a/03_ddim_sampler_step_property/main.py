import jax
import jax.numpy as jnp

from sampler import DDIMSampler

IMG = (4, 8, 8, 1)


def init_denoiser(key, channels=1, hidden=16):
    k1, k2 = jax.random.split(key)
    return {
        "conv_in": jax.random.normal(k1, (3, 3, channels, hidden)) * 0.1,
        "conv_out": jax.random.normal(k2, (3, 3, hidden, channels)) * 0.1,
        "t_embed": jnp.linspace(0.0, 1.0, hidden),
    }


def denoiser(params, x, t):
    dn = ("NHWC", "HWIO", "NHWC")
    h = jax.lax.conv_general_dilated(x, params["conv_in"], (1, 1), "SAME", dimension_numbers=dn)
    h = jax.nn.silu(h + jnp.sin(t / 100.0 * params["t_embed"]))
    return jax.lax.conv_general_dilated(h, params["conv_out"], (1, 1), "SAME", dimension_numbers=dn)


def main():
    key = jax.random.PRNGKey(42)
    params = init_denoiser(key)
    sampler = DDIMSampler(denoiser, num_train_steps=100, eta=0.0)
    samples = sampler.sample(params, jax.random.PRNGKey(1), IMG, num_steps=6)
    print("samples", samples.shape, float(samples.std()))


if __name__ == "__main__":
    main()
