import jax
import jax.numpy as jnp


def rayleigh_phase_velocity(vs_layers, thick, periods):
    depth = jnp.cumsum(thick) - thick / 2
    sens_depth = 0.4 * periods[:, None] * 3.0
    w = jnp.exp(-depth[None, :] / sens_depth)
    w = w / w.sum(axis=1, keepdims=True)
    return 0.92 * (w @ vs_layers)


def dispersion_misfit(vs_layers, thick, periods, c_obs):
    pred = rayleigh_phase_velocity(vs_layers, thick, periods)
    rough = jnp.sum(jnp.diff(vs_layers) ** 2)
    return jnp.mean((pred - c_obs) ** 2) + 1e-3 * rough


misfit_and_grad = jax.jit(jax.value_and_grad(dispersion_misfit))
