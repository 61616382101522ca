import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from callbacks import ReduceLROnPlateau
from engine import make_train_step, make_optimizer


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(4, (3, 3))(x))
        return nn.Dense(10)(jnp.mean(x, axis=(1, 2)))


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 8, 8, 3)).astype(np.float32)
    y = rng.integers(0, 10, size=(32,)).astype(np.int32)
    vx = rng.normal(size=(32, 8, 8, 3)).astype(np.float32)
    vy = rng.integers(0, 10, size=(32,)).astype(np.int32)
    model = Net()
    params = model.init(jax.random.PRNGKey(0), x[:1])["params"]
    plateau = ReduceLROnPlateau(lr=0.5)
    tx = make_optimizer(plateau.lr)
    opt_state = tx.init(params)
    train_step = make_train_step(model, tx)
    for epoch in range(10):
        params, opt_state, loss = train_step(params, opt_state, x, y)
        val_logits = model.apply({"params": params}, vx)
        val_loss = float(optax.softmax_cross_entropy_with_integer_labels(val_logits, vy).mean())
        if plateau.step(val_loss):
            tx = make_optimizer(plateau.lr)
            train_step = make_train_step(model, tx)
        print(f"epoch {epoch} lr {plateau.lr:.4f} val_loss {val_loss:.3f}")


if __name__ == "__main__":
    main()
