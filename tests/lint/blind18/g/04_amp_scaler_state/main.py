import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from amp import DynamicLossScaler, cast_tree


class MLP(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, x):
        x = nn.Dense(self.hidden, dtype=jnp.float16)(x)
        x = nn.gelu(x)
        return nn.Dense(4, dtype=jnp.float16)(x)


model = MLP()
tx = optax.sgd(1e-2, momentum=0.9)


@jax.jit
def train_step(params, opt_state, x, y, loss_scale):
    def scaled_loss(p):
        logits = model.apply({"params": p}, x).astype(jnp.float32)
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        return loss * loss_scale, loss

    grads, loss = jax.grad(scaled_loss, has_aux=True)(params)
    grads = jax.tree_util.tree_map(lambda g: g / loss_scale, grads)
    finite = jnp.all(jnp.array([jnp.all(jnp.isfinite(g)) for g in jax.tree_util.tree_leaves(grads)]))
    updates, new_opt_state = tx.update(grads, opt_state, params)
    new_params = optax.apply_updates(params, updates)
    new_params = jax.tree_util.tree_map(lambda n, o: jnp.where(finite, n, o), new_params, params)
    new_opt_state = jax.tree_util.tree_map(lambda n, o: jnp.where(finite, n, o), new_opt_state, opt_state)
    return new_params, new_opt_state, loss, finite


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 10)).astype(np.float32)
    y = rng.integers(0, 4, size=(64,)).astype(np.int32)
    params = model.init(jax.random.PRNGKey(0), x[:1])["params"]
    params = cast_tree(params, jnp.float32)
    opt_state = tx.init(params)
    scaler = DynamicLossScaler()
    for step in range(8):
        xb, yb = x[step % 4 * 16:(step % 4 + 1) * 16], y[step % 4 * 16:(step % 4 + 1) * 16]
        params, opt_state, loss, finite = train_step(params, opt_state, xb, yb, scaler.scale)
        scaler.update(bool(finite))
        print(step, float(loss), scaler.state_dict())


if __name__ == "__main__":
    main()
