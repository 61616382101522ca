import jax
import jax.numpy as jnp
import numpy as np
import optax

from config import TrainConfig, aux_weight_for
from model import TwoHeadNet

cfg = TrainConfig()
model = TwoHeadNet()
tx = optax.adam(cfg.lr)


@jax.jit
def train_step(params, opt_state, x, y, z, aux_weight):
    def loss_fn(p):
        logits, aux = model.apply({"params": p}, x)
        main = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        return main + aux_weight * jnp.mean((aux[:, 0] - z) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 4)))["params"]
    opt_state = tx.init(params)
    for epoch in range(cfg.epochs):
        w = aux_weight_for(epoch, cfg)
        for _ in range(3):
            x = rng.normal(size=(cfg.batch_size, 4)).astype(np.float32)
            y = (x[:, 0] > 0).astype(np.int32) + (x[:, 1] > 0).astype(np.int32)
            z = x.sum(axis=1)
            params, opt_state, loss = train_step(params, opt_state, x, y, z, w)
        print(epoch, w, float(loss))


if __name__ == "__main__":
    main()
