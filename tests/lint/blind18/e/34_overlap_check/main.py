import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from model import PropensityNet


def bce(logits, t):
    return jnp.mean(optax.sigmoid_binary_cross_entropy(logits, t))


@jax.jit
def train_step(state, x, t):
    def loss_fn(p):
        return bce(state.apply_fn({"params": p}, x), t)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@jax.jit
def evaluate(state, x, t):
    logits = state.apply_fn({"params": state.params}, x)
    ps = jax.nn.sigmoid(logits)
    return bce(logits, t), jnp.min(ps), jnp.max(ps)


def simulate(rng, n):
    x = rng.normal(size=(n, 5)).astype(np.float32)
    t = (rng.uniform(size=n) < 1 / (1 + np.exp(-x[:, 0] + 0.5 * x[:, 1]))).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(t)


def main():
    rng = np.random.default_rng(0)
    x_tr, t_tr = simulate(rng, 256)
    x_va, t_va = simulate(rng, 256)
    model = PropensityNet()
    params = model.init(jax.random.PRNGKey(0), x_tr)["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-2))
    for epoch in range(5):
        state, loss = train_step(state, x_tr, t_tr)
        tr_loss, _, _ = evaluate(state, x_tr, t_tr)
    va_loss, lo, hi = evaluate(state, x_va, t_va)
    print(f"train {float(tr_loss):.3f} valid {float(va_loss):.3f} overlap [{float(lo):.3f}, {float(hi):.3f}]")


if __name__ == "__main__":
    main()
