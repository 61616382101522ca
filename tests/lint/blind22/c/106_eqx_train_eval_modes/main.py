import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import PressModel

opt = optax.adam(3e-3)


@eqx.filter_jit
def loss_and_grads(model, x, y, key):
    def loss_fn(m):
        keys = jax.random.split(key, x.shape[0])
        logits = jax.vmap(m)(x, keys)
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    return eqx.filter_value_and_grad(loss_fn)(model)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(48, 6)).astype(np.float32)
    y = (x[:, 1] > 0.3).astype(np.float32)
    model = PressModel(jax.random.PRNGKey(0))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    key = jax.random.PRNGKey(1)
    for epoch in range(3):
        key, k1, k2 = jax.random.split(key, 3)
        model = eqx.nn.inference_mode(model, value=False)
        loss, grads = loss_and_grads(model, x, y, k1)
        upd, opt_state = opt.update(grads, opt_state, eqx.filter(model, eqx.is_array))
        model = eqx.apply_updates(model, upd)
        eval_model = eqx.nn.inference_mode(model)
        val_loss, _ = loss_and_grads(eval_model, x, y, k2)
        print(epoch, float(loss), float(val_loss))


if __name__ == "__main__":
    main()
