import jax.numpy as jnp
import numpy as np
from flax import nnx

from model import TLearner
from train import make_optimizer, train_step


def main():
    rng = np.random.default_rng(0)
    n, d = 256, 4
    x = rng.normal(size=(n, d)).astype(np.float32)
    t = (rng.uniform(size=n) < 0.5).astype(np.float32)
    y = (x[:, 0] + t * (0.5 + 0.3 * x[:, 1]) + rng.normal(scale=0.1, size=n)).astype(np.float32)
    x, t, y = jnp.asarray(x), jnp.asarray(t), jnp.asarray(y)

    model = TLearner(d, nnx.Rngs(0))
    optimizer = make_optimizer(model)
    for step in range(5):
        loss = train_step(model, optimizer, x, t, y)
        print(f"step {step} loss {float(loss):.4f} updates {int(model.updates_seen[...])}")
    print("mean uplift", float(model.uplift(x).mean()))


if __name__ == "__main__":
    main()
