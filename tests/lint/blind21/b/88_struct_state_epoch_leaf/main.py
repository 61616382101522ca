import jax
import jax.numpy as jnp
import numpy as np
import optax

from state import DecoderState

tx = optax.adam(1e-2)


def warmup_scale(epoch, warmup=3):
    return jnp.minimum(1.0, (epoch + 1) / warmup)


@jax.jit
def train_step(state, X, y):
    def loss_fn(p):
        z = X @ p["w"] + p["b"]
        return optax.sigmoid_binary_cross_entropy(z, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    grads = jax.tree_util.tree_map(lambda g: g * warmup_scale(state.epoch), grads)
    updates, opt_state = tx.update(grads, state.opt_state)
    return state.replace(params=optax.apply_updates(state.params, updates), opt_state=opt_state), loss


def ecog_features(n=128, d=32, seed=0):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 2, size=n).astype(np.float32)
    X = rng.normal(size=(n, d)) + 0.5 * y[:, None] * (np.arange(d) < 6)
    return jnp.asarray(X, dtype=jnp.float32), jnp.asarray(y)


def main():
    X, y = ecog_features()
    params = {"w": jnp.zeros(32), "b": jnp.zeros(())}
    state = DecoderState(params=params, opt_state=tx.init(params))
    for _ in range(5):
        for i in range(0, 128, 32):
            state, loss = train_step(state, X[i : i + 32], y[i : i + 32])
        print(f"epoch {int(state.epoch)}: loss {float(loss):.4f}")
        state = state.next_epoch()


if __name__ == "__main__":
    main()
