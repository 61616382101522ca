import jax
import jax.numpy as jnp
import flax.linen as nn
import optax


class SpoilageNet(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Dense(32)(x)
        x = nn.BatchNorm(use_running_average=not train)(x)
        x = nn.relu(x)
        return nn.Dense(1)(x)[:, 0]


net = SpoilageNet()
tx = optax.adam(2e-3)


@jax.jit
def spoilage_train_step(params, batch_stats, opt_state, x, y):
    def loss_fn(p):
        logits, updates = net.apply({"params": p, "batch_stats": batch_stats}, x, train=True,
                                    mutable=["batch_stats"])
        return optax.sigmoid_binary_cross_entropy(logits, y).mean(), updates["batch_stats"]

    (loss, new_stats), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), new_stats, opt_state, loss


@jax.jit
def spoilage_eval(params, batch_stats, x):
    return net.apply({"params": params, "batch_stats": batch_stats}, x, train=False)
