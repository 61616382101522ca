import jax
import jax.numpy as jnp

from helmholtz import descend, evaluate
from settings import DEFAULTS, load_settings


def sample(key, n, lower, upper):
    return jax.random.uniform(key, (n, 2), minval=jnp.asarray(lower), maxval=jnp.asarray(upper))


def main():
    cfg = load_settings()
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
    params = [jax.random.normal(k1, (2, 16)), jnp.zeros(16), jax.random.normal(k2, (16,)) * 0.1]
    bounds = (cfg["lower"], cfg["upper"])
    for step in range(cfg["steps"]):
        k3, sub = jax.random.split(k3)
        pts = sample(sub, cfg["n_interior"], *bounds)
        params = descend(params, pts, bounds)
        print(step, float(evaluate(params, pts, bounds)))

    ref_bounds = (DEFAULTS["lower"], DEFAULTS["upper"])
    ref_pts = sample(k3, cfg["n_interior"], *ref_bounds)
    print("unit square", float(evaluate(params, ref_pts, ref_bounds)))


if __name__ == "__main__":
    main()
