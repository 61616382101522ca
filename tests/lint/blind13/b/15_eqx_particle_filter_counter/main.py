import jax
import jax.numpy as jnp
import numpy as np

from filter import BootstrapFilter, filter_step


def simulate(T=8, seed=0):
    rng = np.random.default_rng(seed)
    x, xs, ys = 0.0, [], []
    for t in range(T):
        x = 0.9 * x + 0.5 * np.sin(0.3 * t) + 0.3 * rng.normal()
        xs.append(x)
        ys.append(x + 0.5 * rng.normal())
    return np.array(xs, np.float32), np.array(ys, np.float32)


def main():
    xs, ys = simulate()
    key = jax.random.PRNGKey(0)
    pf = BootstrapFilter(particles=jnp.zeros(512), log_weights=jnp.zeros(512),
                         process_sd=0.3, obs_sd=0.5)
    for t, y in enumerate(ys):
        key, sub = jax.random.split(key)
        pf, est = filter_step(pf, sub, jnp.asarray(y))
        print(f"t={t} true={xs[t]:+.3f} est={float(est):+.3f}")


if __name__ == "__main__":
    main()
