import haiku as hk
import jax
import jax.numpy as jnp
import numpy as np


def site_class_fn(x):
    mlp = hk.nets.MLP([32, 16, 4])
    return mlp(x)


site_net = hk.without_apply_rng(hk.transform(site_class_fn))


@jax.jit
def site_class_scores(params, hv_curves):
    return site_net.apply(params, hv_curves)


def main():
    rng = np.random.default_rng(1)
    key = jax.random.PRNGKey(0)
    params = site_net.init(key, jnp.zeros((1, 40)))
    for i in range(6):
        curves = jnp.asarray(rng.lognormal(0, 0.5, (20, 40)), jnp.float32)
        scores = site_class_scores(params, curves)
        print(i, np.bincount(np.asarray(jnp.argmax(scores, -1)), minlength=4))


if __name__ == "__main__":
    main()
