import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from metrics import Evaluator


class ClaimsNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(48)(x))
        return nn.Dense(1)(x)


def make_claims(n=600, d=14, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, d)).astype(np.float32)
    y = ((x[:, 0] > 1.0) | (x[:, 5] * x[:, 6] > 1.5)).astype(np.int32)
    return x[:480], y[:480], x[480:], y[480:]


model = ClaimsNet()
tx = optax.adam(3e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply(p, x)[:, 0]
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    xtr, ytr, xva, yva = make_claims()
    params = model.init(jax.random.PRNGKey(0), xtr[:1])
    opt_state = tx.init(params)
    evaluator = Evaluator(model, xva, yva)
    ytr_f = ytr.astype(np.float32)
    for epoch in range(5):
        for i in range(0, 480, 96):
            params, opt_state, loss = train_step(params, opt_state, xtr[i:i + 96], ytr_f[i:i + 96])
        print(epoch, evaluator(params))


if __name__ == "__main__":
    main()
