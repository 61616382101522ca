import jax
import jax.numpy as jnp
from flax import nnx

from flow import RealNVP
from trainer import Trainer


def two_moons(key, n):
    k1, k2 = jax.random.split(key)
    t = jax.random.uniform(k1, (n,), minval=0.0, maxval=jnp.pi)
    upper = jax.random.bernoulli(k2, 0.5, (n,))
    x = jnp.where(upper, jnp.cos(t), 1.0 - jnp.cos(t))
    y = jnp.where(upper, jnp.sin(t), 0.5 - jnp.sin(t))
    return jnp.stack([x, y], axis=-1)


def main():
    model = RealNVP(2, 16, 4, nnx.Rngs(0))
    trainer = Trainer(model)
    key = jax.random.PRNGKey(1)
    for i in range(6):
        loss = trainer.step(two_moons(jax.random.fold_in(key, i), 128))
    print("nll", float(loss))


if __name__ == "__main__":
    main()
