import jax
import jax.numpy as jnp
import numpy as np

from batch import load_batches


@jax.jit
def grad_step(w, batch):
    def loss(w):
        p = jax.nn.sigmoid(batch.features @ w)
        return -jnp.mean(batch.outcome * jnp.log(p + 1e-7) + (1 - batch.outcome) * jnp.log(1 - p + 1e-7))
    l, g = jax.value_and_grad(loss)(w)
    return w - 0.3 * g, l


def main():
    rng = np.random.default_rng(0)
    w = jnp.zeros(6)
    for i, batch in enumerate(load_batches(rng, 5)):
        w, l = grad_step(w, batch)
        print(i, batch.site, float(l))


if __name__ == "__main__":
    main()
