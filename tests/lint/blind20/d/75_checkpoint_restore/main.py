import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import linen as nn

from ckpt import InMemoryCheckpointer

DIM = 12


class Tower(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(DIM)(nn.tanh(nn.Dense(24)(x)))


model = Tower()


@jax.jit
def eval_loss(params, q, d):
    qe, de = model.apply(params, q), model.apply(params, d)
    logits = qe @ de.T
    return optax.softmax_cross_entropy_with_integer_labels(logits, jnp.arange(q.shape[0])).mean()


def main():
    rng = np.random.default_rng(0)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, DIM)))
    ckpt = InMemoryCheckpointer()
    q = rng.normal(size=(8, DIM)).astype(np.float32)
    d = q + 0.1 * rng.normal(size=q.shape).astype(np.float32)
    for round_ in range(3):
        print("live", float(eval_loss(params, q, d)))
        ckpt.save(params)
        restored = ckpt.restore()
        print("restored", float(eval_loss(restored, q, d)))


if __name__ == "__main__":
    main()
