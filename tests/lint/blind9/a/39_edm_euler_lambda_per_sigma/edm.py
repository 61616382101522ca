import jax
import jax.numpy as jnp
import numpy as np


def karras_sigmas(n, sigma_min=0.02, sigma_max=20.0, rho=7.0):
    ramp = np.linspace(0, 1, n)
    inv = sigma_max ** (1 / rho) + ramp * (sigma_min ** (1 / rho) - sigma_max ** (1 / rho))
    return np.append(inv ** rho, 0.0).astype(np.float32)


def preconditioned_denoiser(net, params, x, sigma, sigma_data=0.5):
    c_skip = sigma_data ** 2 / (sigma ** 2 + sigma_data ** 2)
    c_out = sigma * sigma_data / jnp.sqrt(sigma ** 2 + sigma_data ** 2)
    c_in = 1 / jnp.sqrt(sigma ** 2 + sigma_data ** 2)
    return c_skip * x + c_out * net(params, c_in * x, jnp.log(sigma) / 4)


def euler_sample(net, params, key, shape, num_steps=6):
    sigmas = karras_sigmas(num_steps)
    x = jax.random.normal(key, shape) * sigmas[0]
    for sigma, sigma_next in zip(sigmas[:-1], sigmas[1:]):
        denoise = jax.jit(lambda x: preconditioned_denoiser(net, params, x, sigma))
        d = (x - denoise(x)) / sigma
        x = x + (sigma_next - sigma) * d
    return x
