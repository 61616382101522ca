import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from mf import MatrixFactorization
from train import make_optimizer, train_step

NUM_USERS, NUM_ITEMS = 60, 120
STEPS_PER_EPOCH = 3


def triples(rng, n=64):
    users = rng.integers(0, NUM_USERS, n)
    pos = (users * 2 + rng.integers(0, 3, n)) % NUM_ITEMS
    neg = rng.integers(0, NUM_ITEMS, n)
    return (jnp.asarray(users, jnp.int32), jnp.asarray(pos, jnp.int32), jnp.asarray(neg, jnp.int32))


def main():
    rng = np.random.default_rng(0)
    model = MatrixFactorization(NUM_USERS, NUM_ITEMS, 8, jax.random.PRNGKey(0))
    tx = make_optimizer(0.5, STEPS_PER_EPOCH)
    opt_state = tx.init(eqx.filter(model, eqx.is_array))
    for epoch in range(4):
        for _ in range(STEPS_PER_EPOCH):
            model, opt_state, loss = train_step(model, opt_state, tx, *triples(rng))
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
