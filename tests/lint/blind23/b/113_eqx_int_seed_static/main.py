import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


@eqx.filter_jit
def bootstrap_velocity(offsets, times, seed, n_boot=200):
    key = jax.random.PRNGKey(seed)
    idx = jax.random.randint(key, (n_boot, offsets.shape[0]), 0, offsets.shape[0])
    x, t = offsets[idx], times[idx]
    xm, tm = x.mean(1, keepdims=True), t.mean(1, keepdims=True)
    slope = ((x - xm) * (t - tm)).sum(1) / ((x - xm) ** 2).sum(1)
    v = 1.0 / slope
    return v.mean(), v.std()


def main():
    rng = np.random.default_rng(0)
    for line in range(5):
        offsets = jnp.asarray(np.linspace(0.1, 2.0, 24), jnp.float32)
        times = offsets / (1.8 + 0.1 * line) + 0.002 * jnp.asarray(rng.standard_normal(24), jnp.float32)
        v, s = bootstrap_velocity(offsets, times, line)
        print(f"line {line}: v={float(v):.3f} km/s +/- {float(s):.3f}")


if __name__ == "__main__":
    main()
