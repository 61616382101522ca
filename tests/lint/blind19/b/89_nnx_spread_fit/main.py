import jax
from flax import nnx

from trainer import fit


class SpreadModel(nnx.Module):
    def __init__(self, n_in, rngs):
        self.l1 = nnx.Linear(n_in, 8, rngs=rngs)
        self.l2 = nnx.Linear(8, 1, rngs=rngs)

    def __call__(self, x):
        return nnx.softplus(self.l2(nnx.tanh(self.l1(x)))).squeeze(-1)


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    x = jax.random.normal(k1, (64, 4))
    y = 0.02 + 0.01 * jax.nn.softplus(x[:, 0]) + 0.001 * jax.random.normal(k2, (64,))
    fit(SpreadModel(4, nnx.Rngs(0)), x, y, epochs=3, steps_per_epoch=2)


if __name__ == "__main__":
    main()
