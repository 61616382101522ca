import equinox as eqx
import jax
import jax.numpy as jnp


class DropoutNet(eqx.Module):
    l1: eqx.nn.Linear
    drop: eqx.nn.Dropout
    l2: eqx.nn.Linear

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.l1 = eqx.nn.Linear(3, 64, key=k1)
        self.drop = eqx.nn.Dropout(0.2)
        self.l2 = eqx.nn.Linear(64, 1, key=k2)

    def __call__(self, x, key):
        return self.l2(self.drop(jax.nn.relu(self.l1(x)), key=key))[0]


@eqx.filter_jit
def stochastic_forward(model, x, seed):
    keys = jax.random.split(jax.random.PRNGKey(seed), x.shape[0])
    return jax.vmap(model)(x, keys)


def mc_uncertainty(model, x, n_samples=10):
    preds = jnp.stack([stochastic_forward(model, x, s) for s in range(n_samples)])
    return preds.mean(0), preds.std(0)


def main():
    model = DropoutNet(jax.random.PRNGKey(0))
    pool = jax.random.normal(jax.random.PRNGKey(1), (128, 3))
    mean, std = mc_uncertainty(model, pool)
    print("most uncertain", int(jnp.argmax(std)), float(std.max()))


if __name__ == "__main__":
    main()
