import jax
import jax.numpy as jnp
import numpy as np

from liu_west import liu_west_step

N_PARTICLES = 400
SHRINK = jnp.float32(0.98)


def ar1_series(T=8, phi=0.8, seed=0):
    rng = np.random.default_rng(seed)
    x, out = 0.0, []
    for _ in range(T):
        x = phi * x + 0.5 * rng.standard_normal()
        out.append(x + 0.3 * rng.standard_normal())
    return np.asarray(out, np.float32)


def main():
    key = jax.random.PRNGKey(0)
    k1, k2 = jax.random.split(key)
    states = jax.random.normal(k1, (N_PARTICLES,))
    phis = jax.random.uniform(k2, (N_PARTICLES,), minval=-1.0, maxval=1.0)
    log_w = jnp.zeros(N_PARTICLES)
    for t, y in enumerate(ar1_series()):
        key, sub = jax.random.split(key)
        states, phis, log_w = liu_west_step(sub, states, phis, log_w, y, SHRINK)
        w = jax.nn.softmax(log_w)
        print(f"t={t} E[phi]={float(jnp.sum(w * phis)):.3f} ess={float(1 / jnp.sum(w**2)):.0f}")


if __name__ == "__main__":
    main()
