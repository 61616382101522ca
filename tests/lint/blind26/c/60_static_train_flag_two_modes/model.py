from functools import partial
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax


class ProsodyNet(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Dense(32)(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        x = nn.Dropout(0.2, deterministic=not train)(nn.relu(x))
        return nn.Dense(3)(x)


net = ProsodyNet()
tx = optax.adam(3e-3)


@partial(jax.jit, static_argnames=("train",))
def run_batch(params, batch_stats, opt_state, x, y, key, train):
    def lf(p):
        out = net.apply({"params": p, "batch_stats": batch_stats}, x, train=train,
                        rngs={"dropout": key}, mutable=["batch_stats"] if train else False)
        logits, new_stats = (out[0], out[1]["batch_stats"]) if train else (out, batch_stats)
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        return loss, (new_stats, (logits.argmax(-1) == y).mean())
    if train:
        (loss, (batch_stats, acc)), g = jax.value_and_grad(lf, has_aux=True)(params)
        upd, opt_state = tx.update(g, opt_state)
        params = optax.apply_updates(params, upd)
    else:
        loss, (_, acc) = lf(params)
    return params, batch_stats, opt_state, loss, acc
