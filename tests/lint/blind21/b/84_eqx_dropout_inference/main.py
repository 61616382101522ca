import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import LFPDecoder

optim = optax.adam(2e-3)


@eqx.filter_jit
def batch_loss(model, x, y, key):
    keys = jax.random.split(key, x.shape[0])
    logits = jax.vmap(model)(x, keys)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


@eqx.filter_jit
def train_step(model, opt_state, x, y, key):
    loss, grads = eqx.filter_value_and_grad(batch_loss)(model, x, y, key)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def lfp_power(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 3, size=n)
    x = rng.normal(size=(n, 20)) + np.eye(20)[y * 5] * 2
    return jnp.asarray(x, dtype=jnp.float32), jnp.asarray(y)


def main():
    X, y = lfp_power(128, 0)
    Xv, yv = lfp_power(128, 1)
    key = jax.random.PRNGKey(0)
    model = LFPDecoder(20, 3, key)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(4):
        for _ in range(3):
            key, sub = jax.random.split(key)
            model, opt_state, loss = train_step(model, opt_state, X, y, sub)
        train_loss = batch_loss(model, X, y, sub)
        val_loss = batch_loss(eqx.nn.inference_mode(model), Xv, yv, sub)
        print(f"epoch {epoch}: step loss {float(loss):.3f} train {float(train_loss):.3f} val {float(val_loss):.3f}")


if __name__ == "__main__":
    main()
