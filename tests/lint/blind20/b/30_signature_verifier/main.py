import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from train import make_train_step


class SignatureEmbedder(nn.Module):
    @nn.compact
    def __call__(self, crops):
        x = nn.relu(nn.Conv(8, (3, 3), strides=(2, 2))(crops))
        return nn.Dense(16)(x.reshape(x.shape[0], -1))


LR_BY_EPOCH = [1e-3, 1e-3, 5e-4, 2.5e-4]


def pairs(rng, n=8):
    a = rng.random((n, 16, 32, 1)).astype(np.float32)
    b = rng.random((n, 16, 32, 1)).astype(np.float32)
    same = (rng.random(n) > 0.5).astype(np.float32)
    return a, b, same


def main():
    rng = np.random.default_rng(0)
    model = SignatureEmbedder()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 16, 32, 1)))["params"]
    opt_state = None
    for epoch, lr in enumerate(LR_BY_EPOCH):
        tx = optax.adam(lr)
        if opt_state is None:
            opt_state = tx.init(params)
        train_step = make_train_step(model, tx)
        for _ in range(2):
            params, opt_state, loss = train_step(params, opt_state, *pairs(rng))
        print(epoch, lr, float(loss))


if __name__ == "__main__":
    main()
