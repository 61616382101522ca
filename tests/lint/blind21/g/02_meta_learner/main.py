import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from learner import fit


def squared_error(pred, tgt):
    return (pred - tgt) ** 2


def main():
    rng = np.random.default_rng(61)
    n, d = 200, 4
    x = jnp.asarray(rng.normal(size=(n, d)), jnp.float32)
    t = jnp.asarray(rng.uniform(size=n) < 0.5, jnp.float32)
    y = x[:, 0] + t * (0.5 + x[:, 1]) + 0.1 * jnp.asarray(rng.normal(size=n), jnp.float32)

    key = jax.random.PRNGKey(0)
    for stage, target in [("mu0", y), ("mu1", y), ("tau0", y - x[:, 0]), ("tau1", y - x[:, 0])]:
        key, sub = jax.random.split(key)
        model = eqx.nn.MLP(d, "scalar", width_size=8, depth=1, key=sub)
        model, loss = fit(model, x, target, loss_fn=squared_error)
        print(stage, float(loss))


if __name__ == "__main__":
    main()
