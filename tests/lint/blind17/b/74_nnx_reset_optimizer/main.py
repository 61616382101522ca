import jax.numpy as jnp
import numpy as np
from flax import nnx

from model import NCF
from train import fresh_optimizer, train_step

NUM_USERS, NUM_ITEMS = 60, 200


def main():
    rng = np.random.default_rng(0)
    model = NCF(NUM_USERS, NUM_ITEMS, 8, rngs=nnx.Rngs(0))
    for epoch in range(4):
        optimizer = fresh_optimizer(model)
        for _ in range(3):
            users = jnp.asarray(rng.integers(0, NUM_USERS, 32), jnp.int32)
            items = jnp.asarray(rng.integers(0, NUM_ITEMS, 32), jnp.int32)
            labels = jnp.asarray(rng.integers(0, 2, 32), jnp.float32)
            loss = train_step(model, optimizer, users, items, labels)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
