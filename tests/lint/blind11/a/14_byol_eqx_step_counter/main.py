import equinox as eqx
import jax
import numpy as np

from model import Encoder, byol_loss


@eqx.filter_jit
def train_step(online, target, v1, v2):
    loss, grads = eqx.filter_value_and_grad(byol_loss)(online, target, v1, v2)
    online = eqx.apply_updates(online, jax.tree_util.tree_map(lambda g: -0.05 * g, grads))
    online = eqx.tree_at(lambda m: m.step, online, online.step + 1)
    return online, loss


def main():
    key = jax.random.PRNGKey(0)
    online = Encoder(key)
    target = Encoder(key)
    rng = np.random.default_rng(0)
    for it in range(6):
        x = rng.normal(size=(8, 16)).astype(np.float32)
        v1 = x + 0.1 * rng.normal(size=x.shape).astype(np.float32)
        v2 = x + 0.1 * rng.normal(size=x.shape).astype(np.float32)
        online, loss = train_step(online, target, v1, v2)
        print(it, online.step, float(loss))


if __name__ == "__main__":
    main()
