import jax
import jax.numpy as jnp

N_PARTICLES = 1024
STATIONS = jnp.array([[1.0, 0.2], [2.0, -0.3], [3.0, 0.5], [1.5, 1.0]])  # km


def plume(q, y0, xy):
    # Gaussian plume ground concentration for a wind along +x
    x, y = xy[:, 0], xy[:, 1]
    sig = 0.08 * x ** 0.9
    return q / (x * sig) * jnp.exp(-0.5 * ((y - y0) / sig) ** 2)


@jax.jit
def assimilate(key, particles, readings):
    k1, k2 = jax.random.split(key)
    particles = particles + jax.random.normal(k1, particles.shape) * jnp.array([0.05, 0.02])
    pred = jax.vmap(lambda p: plume(jnp.exp(p[0]), p[1], STATIONS))(particles)
    logw = -0.5 * jnp.sum((jnp.log(pred + 1e-6) - jnp.log(readings + 1e-6)) ** 2, axis=1) / 0.1 ** 2
    w = jax.nn.softmax(logw)
    # systematic resampling
    u = (jax.random.uniform(k2) + jnp.arange(N_PARTICLES)) / N_PARTICLES
    idx = jnp.searchsorted(jnp.cumsum(w), u).clip(0, N_PARTICLES - 1)
    return particles[idx]
