import numpy as np
import jax
import jax.numpy as jnp

N = 512


def terrain_height(x, y):
    return 200.0 * jnp.sin(x / 900.0) * jnp.cos(y / 700.0) + 80.0 * jnp.sin(x / 230.0 + y / 310.0)


@jax.jit
def pf_update(key, particles, velocity, alt_msl, radar_alt):
    k1, k2 = jax.random.split(key)
    particles = particles + velocity + 5.0 * jax.random.normal(k1, particles.shape)
    pred = alt_msl - terrain_height(particles[:, 0], particles[:, 1])
    logw = -0.5 * ((pred - radar_alt) / 15.0) ** 2
    w = jax.nn.softmax(logw)
    est = (particles * w[:, None]).sum(0)
    # systematic resampling keeps the particle count fixed
    u = (jax.random.uniform(k2) + jnp.arange(N)) / N
    idx = jnp.clip(jnp.searchsorted(jnp.cumsum(w), u), 0, N - 1)
    return particles[idx], est


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    particles = jnp.asarray(rng.uniform(-500, 500, (N, 2)), jnp.float32)
    truth = np.array([100.0, -50.0])
    vel = jnp.array([60.0, 10.0])
    for k in range(10):
        truth = truth + np.asarray(vel)
        radar = float(1500.0 - terrain_height(truth[0], truth[1]) + rng.normal(0, 15.0))
        key, sub = jax.random.split(key)
        particles, est = pf_update(sub, particles, vel, 1500.0, radar)
        print(k, np.round(np.asarray(est) - truth, 1))


if __name__ == "__main__":
    main()
