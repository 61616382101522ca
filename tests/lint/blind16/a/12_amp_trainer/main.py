import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from precision import DynamicLossScale, all_finite, cast_tree


class ConvNet(nn.Module):
    dtype: jnp.dtype = jnp.bfloat16

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3), dtype=self.dtype)(x))
        x = x.mean(axis=(1, 2))
        return nn.Dense(10, dtype=self.dtype)(x).astype(jnp.float32)


model = ConvNet()
tx = optax.adam(1e-3)
loss_scaler = DynamicLossScale()


@jax.jit
def train_step(params, opt_state, x, y, scale):
    scale = jnp.asarray(scale, jnp.float32)

    def loss_fn(p):
        logits = model.apply(p, x.astype(jnp.bfloat16))
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        return loss_scaler.scale_loss(loss, scale), loss

    (_, loss), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    grads = loss_scaler.unscale(grads, scale)
    finite = all_finite(grads)
    updates, new_opt_state = tx.update(grads, opt_state)
    new_params = optax.apply_updates(params, updates)
    params = jax.tree_util.tree_map(lambda a, b: jnp.where(finite, a, b), new_params, params)
    opt_state = jax.tree_util.tree_map(lambda a, b: jnp.where(finite, a, b), new_opt_state, opt_state)
    new_scale = jnp.where(finite, scale, scale / 2)
    return params, opt_state, loss, new_scale


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 8, 8, 3)).astype(np.float32)
    y = rng.integers(0, 10, size=64).astype(np.int32)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 8, 8, 3), jnp.bfloat16))
    params = cast_tree(params, jnp.float32)
    opt_state = tx.init(params)
    for step in range(6):
        sl = slice((step % 4) * 16, (step % 4 + 1) * 16)
        params, opt_state, loss, loss_scaler.scale = train_step(
            params, opt_state, x[sl], y[sl], loss_scaler.scale)
    print(float(loss), float(loss_scaler.scale))


if __name__ == "__main__":
    main()
