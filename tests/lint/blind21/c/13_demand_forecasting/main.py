import numpy as np
import jax.numpy as jnp
import optax
from flax import nnx

from model import DemandNet, train_step


def batches(rng, n_batches, batch_size=32, n_features=6):
    for _ in range(n_batches):
        x = rng.normal(size=(batch_size, n_features)).astype(np.float32)
        y = (x[:, 0] * 3.0 + x[:, 1] + rng.normal(scale=0.1, size=batch_size)).astype(np.float32)
        yield jnp.asarray(x), jnp.asarray(y)


def main():
    rng = np.random.default_rng(0)
    model = DemandNet(6, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for x, y in batches(rng, 5):
        loss = train_step(model, optimizer, x, y)
    print(f"batches seen: {model.seen_batches}, last loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
