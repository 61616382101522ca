import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np

from registry import load_site_params


class RVOClassifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(2)(nn.relu(nn.Dense(16)(x)))


net = RVOClassifier()


@jax.jit
def rvo_probs(variables, x):
    return jax.nn.softmax(net.apply(variables, x))


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(8, 12)).astype(np.float32)
    base = net.init(jax.random.PRNGKey(0), x)
    print("base", np.round(np.asarray(rvo_probs(base, x)[:, 1]), 3))
    for site in range(3):
        site_vars = load_site_params(base, site)
        print(site, np.round(np.asarray(rvo_probs(site_vars, x)[:, 1]), 3))


if __name__ == "__main__":
    main()
