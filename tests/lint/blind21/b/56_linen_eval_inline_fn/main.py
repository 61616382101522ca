import jax
import jax.numpy as jnp
import numpy as np
import optax

from evaluation import MotorImageryEvaluator
from model import EEGConvEncoder

model = EEGConvEncoder()
tx = optax.adam(3e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def mi_trials(n, seed, n_times=64, n_channels=8):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 4, size=n)
    t = np.arange(n_times) / 128
    mu = np.sin(2 * np.pi * 10 * t)[None, :, None] * (np.arange(n_channels) == (2 * y)[:, None])[:, None, :]
    x = rng.normal(size=(n, n_times, n_channels)) + 2 * mu
    return jnp.asarray(x, dtype=jnp.float32), jnp.asarray(y)


def main():
    X, y = mi_trials(96, 0)
    evaluator = MotorImageryEvaluator(model, *mi_trials(48, 1))
    params = model.init(jax.random.PRNGKey(0), X[:1])
    opt_state = tx.init(params)
    for epoch in range(4):
        for i in range(0, 96, 32):
            params, opt_state, loss = train_step(params, opt_state, X[i : i + 32], y[i : i + 32])
        print(f"epoch {epoch}: loss {float(loss):.3f} val acc {evaluator.accuracy(params):.2f}")


if __name__ == "__main__":
    main()
