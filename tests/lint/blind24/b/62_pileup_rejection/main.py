import jax
import jax.numpy as jnp

from classifier import full_batch_step
from events import EventSource


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    w = {"w1": 0.5 * jax.random.normal(k1, (3, 16)), "b1": jnp.zeros(16),
         "w2": 0.5 * jax.random.normal(k2, (16, 1)), "b2": jnp.zeros(1)}
    src = EventSource()
    for epoch in range(6):
        x, y = src.epoch()
        w, loss = full_batch_step(w, x, y)
        print(f"epoch {epoch}: {len(x)} events after pile-up cut, loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
