from functools import partial

import jax
import jax.numpy as jnp


def synth_edges(key, n_lines, n_points, sigma, corr_len):
    """Line edges with an exponential-correlation PSD (Palasantzas-style)."""
    f = jnp.fft.rfftfreq(n_points)
    psd = sigma ** 2 * corr_len / (1 + (2 * jnp.pi * f * corr_len) ** 2)
    noise = jax.random.normal(key, (n_lines, f.shape[0])) + 1j * jax.random.normal(jax.random.fold_in(key, 1), (n_lines, f.shape[0]))
    return jnp.fft.irfft(noise * jnp.sqrt(psd), n=n_points)


def ler_metrics(key, sigma, corr_len, n_lines, n_points):
    edges = synth_edges(key, n_lines, n_points, sigma, corr_len)
    three_sigma = 3 * jnp.std(edges, axis=1)
    return three_sigma.mean(), three_sigma.std()


def analyze_wafer(key, sigma, corr_len, setup):
    run = jax.jit(partial(ler_metrics, n_lines=setup["n_lines"], n_points=setup["n_points"]))
    return run(key, sigma, corr_len)
